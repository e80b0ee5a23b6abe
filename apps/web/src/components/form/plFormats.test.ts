import { describe, expect, it } from 'vitest';
import {
  appSettingValueInput,
  appSettingValueLabel,
  isoDateFromPl,
  knownAppSetting,
  msg,
  normalizeAppSettingValue,
  parseDecimal,
  plDate,
  plDateTime,
  plDatesInText,
} from '@sportdesk/contract';

/** The contract's shared rules for what a Polish user reads and types (dates, decimals, settings' values). */
describe('dates as dd.mm.rrrr', () => {
  it('formats an ISO day, a timestamp’s day and an activity’s wall-clock time', () => {
    expect(plDate('2026-11-20')).toBe('20.11.2026');
    expect(plDate('2026-11-20T10:00:00Z')).toBe('20.11.2026');
    expect(plDate(null)).toBe('');
    expect(plDateTime('2026-11-20', '17:00:00')).toBe('20.11.2026 17:00');
    expect(plDatesInText('Jan zapisany na zajęcia Gierka 2026-11-20 17:00')).toBe(
      'Jan zapisany na zajęcia Gierka 20.11.2026 17:00',
    );
  });

  it('reads a typed dd.mm.rrrr (and the ISO form) into YYYY-MM-DD, refusing days that do not exist', () => {
    expect(isoDateFromPl('20.11.2026')).toBe('2026-11-20');
    expect(isoDateFromPl(' 1.2.2026 ')).toBe('2026-02-01');
    expect(isoDateFromPl('20-11-2026')).toBe('2026-11-20');
    expect(isoDateFromPl('2026-11-20')).toBe('2026-11-20');
    expect(isoDateFromPl('')).toBe('');
    expect(isoDateFromPl('31.02.2026')).toBeNull();
    expect(isoDateFromPl('20.11.26')).toBeNull();
    expect(isoDateFromPl('jutro')).toBeNull();
  });
});

describe('decimals with a comma or a dot', () => {
  it('reads 52,2155 and 52.2155 alike, spaces between thousands and a minus', () => {
    expect(parseDecimal('52,2155')).toBe(52.2155);
    expect(parseDecimal('52.2155')).toBe(52.2155);
    expect(parseDecimal('-21,0122')).toBe(-21.0122);
    expect(parseDecimal('\u221221,5')).toBe(-21.5);
    expect(parseDecimal('1 500')).toBe(1500);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('')).toBeNull();
  });

  it('refuses what could be read two ways or is not a number', () => {
    for (const text of ['1.234,5', '52,21,55', 'abc', '1e5', '5-']) expect(parseDecimal(text)).toBeNaN();
  });
});

describe('app settings by their kind', () => {
  it('names a known setting in Polish and shows its value in its own format', () => {
    expect(knownAppSetting('domyslna_cena_zajec')?.label).toBe('Domyślna cena zajęć');
    expect(knownAppSetting('toString')).toBeUndefined();
    expect(appSettingValueLabel('domyslna_cena_zajec', '25.00')).toBe('25,00 zł');
    expect(appSettingValueLabel('bonus_waznosc_dni', '90')).toBe('90 dni');
    expect(appSettingValueLabel('godzin_do_rezygnacji', '1')).toBe('1 godzina');
    expect(appSettingValueLabel('godzin_do_rezygnacji', '12')).toBe('12 godzin');
    expect(appSettingValueLabel('godzin_do_rezygnacji', '24')).toBe('24 godziny');
    expect(appSettingValueLabel('nieznane', '25.00')).toBe('25.00');
    expect(appSettingValueInput('minimalna_kaucja', '50.00')).toBe('50,00');
  });

  it('stores a typed value as the code reads it, or answers the Polish message', () => {
    expect(normalizeAppSettingValue('minimalna_kaucja', '32,5')).toEqual({ ok: true, value: '32.50' });
    expect(normalizeAppSettingValue('minimalna_kaucja', '32,555')).toEqual({ ok: false, message: msg.moneyFormat });
    expect(normalizeAppSettingValue('bonus_waznosc_dni', '2,5')).toEqual({ ok: false, message: msg.settingInteger });
    expect(normalizeAppSettingValue('godzina_wysylki_list', '7.30')).toEqual({ ok: true, value: '07:30' });
    expect(normalizeAppSettingValue('kontakt_email', 'nie-email')).toEqual({ ok: false, message: msg.invalidEmail });
    expect(normalizeAppSettingValue('nieznane', ' cokolwiek ')).toEqual({ ok: true, value: ' cokolwiek ' });
  });
});
