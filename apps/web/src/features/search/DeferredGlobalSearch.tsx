import { TextField } from '@mui/material';
import { comboboxStandIn, onFirstUse, useDeferredModule, useFieldBeforeModule } from '../../lib/afterFirstPaint';
import { searchField } from './searchField';

const globalSearchModule = onFirstUse(() => import('./GlobalSearch'));

/**
 * The header's global search, its results pop-up (MUI's Autocomplete and Popper) fetched when the box is first
 * focused.
 * Until then a plain box of the same look takes the text; what was typed and the focus carry over.
 */
export function DeferredGlobalSearch() {
  const loaded = useDeferredModule(globalSearchModule);
  const { draft, setDraft, focused, handlers } = useFieldBeforeModule(globalSearchModule);
  if (loaded) return <loaded.GlobalSearch initialText={draft} autoFocus={focused} />;
  return (
    <TextField
      size={searchField.size}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      {...handlers}
      placeholder={searchField.placeholder}
      sx={searchField.sx}
      slotProps={{
        htmlInput: { ...comboboxStandIn, 'aria-label': searchField.label },
        input: { type: 'search', startAdornment: searchField.startAdornment },
      }}
    />
  );
}
