import { Box, Stack, Typography } from '@mui/material';
import { ProductLabelChip } from '../../components/ProductLabelChip';

/** Logo, product name and environment label at the top of the sign-in forms. */
export function AuthBrand() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 40, height: 40 }} />
      <Box sx={{ flexGrow: 1 }}>
        <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em', lineHeight: 1.2 }}>
          SportDesk
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Panel administracyjny
        </Typography>
      </Box>
      <ProductLabelChip />
    </Stack>
  );
}
