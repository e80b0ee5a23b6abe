export const TEMPLATE_DB = 'sportdesk_test_template';

export const usePostgres = () => process.env.TEST_DATABASE === 'postgres';

/** Connection to a database on the test server (default: the local PostgreSQL, trust auth). */
export function adminUrl(database = 'postgres') {
  const url = new URL(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}
