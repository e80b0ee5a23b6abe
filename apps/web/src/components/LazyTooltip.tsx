import { cloneElement, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { afterFirstPaint, useDeferredModule } from '../lib/afterFirstPaint';

const tooltipModule = afterFirstPaint(() => import('@mui/material/Tooltip'));

/** Resolves once tooltips show on hover (a test hovering right after rendering waits for it). */
export const tooltipsReady = () => tooltipModule.load();

/**
 * MUI's Tooltip, fetched after the first paint: with Popper it is ~12 KiB of gzip that no screen needs to show.
 * Until it arrives the child shows alone, named by a text title as the Tooltip names it (its `aria-label`), so
 * an icon button has its name from the start.
 */
export function LazyTooltip(props: TooltipProps) {
  const loaded = useDeferredModule(tooltipModule);
  if (loaded) {
    const Tooltip = loaded.default;
    return <Tooltip {...props} />;
  }
  const { title, children, describeChild } = props;
  const child = children as ReactElement<{ 'aria-label'?: string }>;
  if (typeof title !== 'string' || !title || describeChild || child.props['aria-label']) return children;
  return cloneElement(child, { 'aria-label': title });
}
