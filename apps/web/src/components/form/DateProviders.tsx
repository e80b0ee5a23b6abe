import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { plPL } from '@mui/x-date-pickers/locales';
import '../../lib/dayjsLocale';

/**
 * The pickers' Polish texts (toolbar, buttons, screen-reader labels), here rather than in the app's theme, with the
 * empty sections' placeholders in Polish too (`dd.mm.rrrr`, `gg:mm`; MUI's Polish locale leaves them English:
 * 'DD.MM.YYYY', 'hh:mm').
 */
const pickerTexts = {
  ...plPL.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: ({ contentType }: { contentType: string }) => (contentType === 'letter' ? 'miesiąc' : 'mm'),
  fieldYearPlaceholder: ({ digitAmount }: { digitAmount: number }) => 'r'.repeat(digitAmount),
  fieldWeekDayPlaceholder: () => 'dzień tygodnia',
  fieldHoursPlaceholder: () => 'gg',
  fieldMinutesPlaceholder: () => 'mm',
  fieldSecondsPlaceholder: () => 'ss',
};

/**
 * The date pickers' adapter (dayjs, Polish) around each picker field (components/form), so only the screens with a
 * picker load it (docs/decisions.md "Browser bundles").
 */
export function DateProviders({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pl" localeText={pickerTexts}>
      {children}
    </LocalizationProvider>
  );
}
