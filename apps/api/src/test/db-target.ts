/**
 * One template per test run (named in the global setup, inherited by the test workers), so two runs on
 * one server (two checkouts, CI beside a developer) never drop each other's template.
 */
export const templateDb = () => (process.env.TEST_TEMPLATE_DB ??= `sportdesk_test_template_${process.pid}`);

export const usePostgres = () => process.env.TEST_DATABASE === 'postgres';

/** Connection to a database on the test server (default: the local PostgreSQL, trust auth). */
export function adminUrl(database = 'postgres') {
  const url = new URL(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}
