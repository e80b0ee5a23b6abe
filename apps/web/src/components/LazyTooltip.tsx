import { cloneElement, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { onFirstUse, useDeferredModule } from '../lib/afterFirstPaint';

/** MUI's Tooltip with its Popper, fetched when the first tooltip is to show (a hover or a keyboard focus). */
const tooltipModule = onFirstUse(() => import('@mui/material/Tooltip'));

/** Resolves once the tooltip's code is here (a test hovering right after rendering may wait for it). */
export const tooltipsReady = () => tooltipModule.load();

interface ChildProps {
  'aria-label'?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface LazyTooltipProps {
  /** The tooltip's text; also the child's accessible name unless it has one. Empty: no tooltip. */
  title: string;
  placement?: TooltipProps['placement'];
  children: ReactElement<ChildProps>;
}

/**
 * MUI's tooltip at the cost of a plain element until it is first needed. A list puts dozens on screen (three icon
 * buttons a row, the mini sidebar's items); MUI's Tooltip with its Popper is ~6 components each, and swapping them
 * all in at once when its code arrived was a second render of every row (docs/decisions.md "Browser bundles"). So the
 * child renders alone, named by the title as the Tooltip names it (its `aria-label`), and the tooltip pop-up mounts
 * beside it, anchored to it, on the first pointer or keyboard focus. Beside, not around: the child keeps its DOM
 * element, so the focus and the hover stay where they are. The pop-up is MUI's Tooltip (its look, arrow, transition,
 * Escape to close) told when to open.
 */
export function LazyTooltip({ title, placement, children }: LazyTooltipProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  if (!title) return children;

  const props = children.props;
  const show = (element: HTMLElement) => {
    void tooltipModule.load().catch(() => undefined);
    setAnchor(element);
    setOpen(true);
  };
  const child = cloneElement(children, {
    'aria-label': props['aria-label'] ?? title,
    onMouseEnter: (event) => {
      props.onMouseEnter?.(event);
      show(event.currentTarget);
    },
    onMouseLeave: (event) => {
      props.onMouseLeave?.(event);
      setOpen(false);
    },
    // As MUI's Tooltip: a keyboard focus shows it, a click's focus does not.
    onFocus: (event) => {
      props.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget);
    },
    onBlur: (event) => {
      props.onBlur?.(event);
      setOpen(false);
    },
  });
  return (
    <>
      {child}
      {anchor && <TooltipPopup title={title} placement={placement} anchor={anchor} open={open} onOpenChange={setOpen} />}
    </>
  );
}

interface TooltipPopupProps {
  title: string;
  placement?: TooltipProps['placement'];
  anchor: HTMLElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** MUI's Tooltip on a hidden stand-in, its pop-up anchored to `anchor`; shown when its code is here. */
function TooltipPopup({ title, placement, anchor, open, onOpenChange }: TooltipPopupProps) {
  const loaded = useDeferredModule(tooltipModule);
  if (!loaded) return null;
  const Tooltip = loaded.default;
  return (
    <Tooltip
      title={title}
      placement={placement}
      open={open}
      // The pointer moving onto the pop-up keeps it open (WCAG 1.4.13, as MUI's own); Escape closes it.
      onOpen={() => onOpenChange(true)}
      onClose={() => onOpenChange(false)}
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: anchor } }}
    >
      <span hidden />
    </Tooltip>
  );
}
