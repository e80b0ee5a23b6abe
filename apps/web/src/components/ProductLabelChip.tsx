import { Chip, type ChipProps } from '@mui/material';
import { usePublicConfig, type PublicConfig } from '../lib/publicConfig';

const colorOf: Record<PublicConfig['environment'], ChipProps['color']> = {
  production: 'primary',
  development: 'warning',
  test: 'secondary',
};

/** The product label, which differs on development and test hosts. */
export function ProductLabelChip() {
  const { data } = usePublicConfig();
  if (!data) return null;
  return (
    <Chip size="small" label={data.product_label} color={colorOf[data.environment]} variant="outlined" sx={{ fontWeight: 600 }} />
  );
}
