import { parseDecimal } from './decimals';
import { msg } from './messages';
import { formatPln } from './money';

/**
 * The settings the platform knows, by their key (the stored `name`, as the code reads it): a Polish name and
 * description for the list and the form, and the kind of value, so the form takes it in its own format (a decimal
 * comma, a switch, `gg:mm`) and the list shows it that way (docs/decisions.md "What a new user reads: words, labels,
 * dates, numbers"). Values are stored as the code reads them: `25.00`, `14`, `true`, `07:00`.
 */
export type AppSettingKind = 'text' | 'long_text' | 'url' | 'email' | 'phone' | 'integer' | 'money' | 'time' | 'boolean';

export interface KnownAppSetting {
  label: string;
  description: string;
  kind: AppSettingKind;
  /** After a whole number in the list: '14 dni'. */
  unit?: { one: string; few: string; many: string };
}

const DAYS = { one: 'dzień', few: 'dni', many: 'dni' };
const HOURS = { one: 'godzina', few: 'godziny', many: 'godzin' };
const MINUTES = { one: 'minuta', few: 'minuty', many: 'minut' };

export const KNOWN_APP_SETTINGS: Readonly<Record<string, KnownAppSetting>> = {
  activity_templates_days_ahead: {
    label: 'Horyzont szablonów zajęć',
    description: 'Na ile dni naprzód szablony tworzą zajęcia.',
    kind: 'integer',
    unit: DAYS,
  },
  raporty_dni_przechowywania: {
    label: 'Przechowywanie plików raportów',
    description: 'Po ilu dniach pliki raportów są usuwane (zadanie zostaje na liście).',
    kind: 'integer',
    unit: DAYS,
  },
  regulamin_url: { label: 'Adres regulaminu', description: 'Strona z regulaminem, do której prowadzą linki.', kind: 'url' },
  kontakt_email: { label: 'E-mail kontaktowy', description: 'Adres, na który gracze piszą do obsługi.', kind: 'email' },
  kontakt_telefon: { label: 'Telefon kontaktowy', description: 'Numer obsługi podawany graczom.', kind: 'phone' },
  godzin_do_rezygnacji: {
    label: 'Czas na rezygnację',
    description: 'Ile godzin przed początkiem zajęć gracz może jeszcze zrezygnować.',
    kind: 'integer',
    unit: HOURS,
  },
  maks_dzieci_na_konto: {
    label: 'Limit dzieci na konto',
    description: 'Ile kont dzieci może mieć jeden rodzic.',
    kind: 'integer',
  },
  domyslna_cena_zajec: { label: 'Domyślna cena zajęć', description: 'Cena wpisywana w nowych zajęciach.', kind: 'money' },
  bonus_waznosc_dni: {
    label: 'Ważność bonusu',
    description: 'Po ilu dniach wygasają środki na koncie bonusowym.',
    kind: 'integer',
    unit: DAYS,
  },
  minimalna_kaucja: { label: 'Minimalna kaucja', description: 'Najniższa kwota kaucji na koncie gracza.', kind: 'money' },
  sms_nadawca: { label: 'Nadawca SMS', description: 'Nazwa nadawcy wiadomości SMS (do 11 znaków).', kind: 'text' },
  wiadomosc_powitalna: {
    label: 'Wiadomość powitalna',
    description: 'Tekst, który nowy gracz widzi po rejestracji.',
    kind: 'long_text',
  },
  okno_obecnosci_minuty: {
    label: 'Okno sprawdzania obecności',
    description: 'Ile minut po początku zajęć można jeszcze zaznaczyć obecność.',
    kind: 'integer',
    unit: MINUTES,
  },
  godzina_wysylki_list: {
    label: 'Godzina wysyłki list',
    description: 'O której godzinie organizatorzy dostają listy uczestników.',
    kind: 'time',
  },
  no_show_warning_rate: {
    label: 'Próg ostrzeżenia o nieobecnościach',
    description:
      'Od jakiego odsetka nieobecności (w procentach, ostatnie 90 dni) lista uczestników oznacza gracza; 0 wyłącza oznaczenie.',
    kind: 'integer',
  },
  reminder_hours_before: {
    label: 'Przypomnienie przed zajęciami',
    description:
      'Ile godzin przed początkiem zajęć gracze z listy uczestników dostają przypomnienie (e-mail, SMS gdy podali telefon); 0 wyłącza przypomnienia.',
    kind: 'integer',
    unit: HOURS,
  },
  benefit_kwota_za_wejscie: {
    label: 'Kwota za wejście Benefit',
    description: 'Ile klub oczekuje od Benefit za jedno zatwierdzone wejście (rozliczenie kart).',
    kind: 'money',
  },
  fitprofit_kwota_za_wejscie: {
    label: 'Kwota za wejście FitProfit',
    description: 'Ile klub oczekuje od FitProfit za jedno zatwierdzone wejście (rozliczenie kart).',
    kind: 'money',
  },
  medicover_kwota_za_wejscie: {
    label: 'Kwota za wejście Medicover',
    description: 'Ile klub oczekuje od Medicover za jedno zatwierdzone wejście (rozliczenie kart).',
    kind: 'money',
  },
};

export const knownAppSetting = (name: string | null | undefined): KnownAppSetting | undefined =>
  name ? (Object.hasOwn(KNOWN_APP_SETTINGS, name) ? KNOWN_APP_SETTINGS[name] : undefined) : undefined;

/** The keys whose Polish name contains `text` (the list's 'Nazwa' filter finds a setting by either). */
export const appSettingKeysLabelled = (text: string): string[] => {
  const needle = text.trim().toLocaleLowerCase('pl');
  if (!needle) return [];
  return Object.entries(KNOWN_APP_SETTINGS)
    .filter(([, s]) => s.label.toLocaleLowerCase('pl').includes(needle))
    .map(([key]) => key);
};

const plural = (n: number, unit: { one: string; few: string; many: string }) => {
  if (n === 1) return unit.one;
  const tens = n % 100;
  return n % 10 >= 2 && n % 10 <= 4 && (tens < 12 || tens > 14) ? unit.few : unit.many;
};

/** A stored value as the list shows it: `25,00 zł`, `14 dni`, `Tak`; an unknown setting's value as it is. */
export function appSettingValueLabel(name: string, value: string): string {
  const known = knownAppSetting(name);
  if (!known || value === '') return value;
  const n = Number(value);
  switch (known.kind) {
    case 'money':
      return Number.isFinite(n) ? formatPln(n) : value;
    case 'integer':
      return Number.isInteger(n) ? (known.unit ? `${n} ${plural(n, known.unit)}` : String(n)) : value;
    case 'boolean':
      return value === 'true' ? 'Tak' : value === 'false' ? 'Nie' : value;
    default:
      return value;
  }
}

/** A stored value as the form's field shows it: `25,00` for money; the rest as stored. */
export function appSettingValueInput(name: string, value: string): string {
  const known = knownAppSetting(name);
  if (known?.kind === 'money' && value !== '' && Number.isFinite(Number(value)))
    return Number(value).toFixed(2).replace('.', ',');
  return value;
}

export type AppSettingValueCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * A typed value → the value to store, by the setting's kind: `25,5` → `25.50` (money), ` 14 ` → `14`; a value that
 * does not fit the kind answers the Polish message for the field. Unknown settings take any text.
 */
export function normalizeAppSettingValue(name: string, typed: string): AppSettingValueCheck {
  const known = knownAppSetting(name);
  const value = typed.trim();
  if (!known || value === '') return { ok: true, value: known ? value : typed };
  switch (known.kind) {
    case 'integer': {
      const n = parseDecimal(value);
      return n !== null && Number.isInteger(n) && n >= 0
        ? { ok: true, value: String(n) }
        : { ok: false, message: msg.settingInteger };
    }
    case 'money': {
      const n = parseDecimal(value.replace(/z[łl]$/i, ''));
      return n !== null && Number.isFinite(n) && n >= 0 && Math.round(n * 100) === Number((n * 100).toFixed(6))
        ? { ok: true, value: n.toFixed(2) }
        : { ok: false, message: msg.moneyFormat };
    }
    case 'time': {
      const m = /^(\d{1,2})[:.](\d{2})$/.exec(value);
      return m && Number(m[1]) < 24 && Number(m[2]) < 60
        ? { ok: true, value: `${m[1].padStart(2, '0')}:${m[2]}` }
        : { ok: false, message: msg.settingTime };
    }
    case 'boolean':
      return value === 'true' || value === 'false' ? { ok: true, value } : { ok: false, message: msg.settingBoolean };
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? { ok: true, value } : { ok: false, message: msg.invalidEmail };
    case 'url':
      return /^https?:\/\/\S+$/.test(value) ? { ok: true, value } : { ok: false, message: msg.settingUrl };
    default:
      return { ok: true, value };
  }
}
