import { Pagination } from '@mui/material';

/** Pages of a portal list (`page` from 0), shown only when there is more than one; fits a phone's width. */
export function ListPager({
  total,
  pageSize,
  page,
  onPage,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 2 }}
      count={pages}
      page={page + 1}
      siblingCount={0}
      onChange={(_, next) => onPage(next - 1)}
      getItemAriaLabel={(type, p) =>
        type === 'page' ? `Strona ${p}` : type === 'next' ? 'Następna strona' : 'Poprzednia strona'
      }
    />
  );
}
