import { IconButton } from '@mui/material';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import { Link } from 'react-router';
import { reportListUrl } from '../../features/reports/urls';
import { LazyTooltip } from '../../components/LazyTooltip';

export function ReportsShortcut() {
  return (
    <LazyTooltip title="Raporty">
      <IconButton component={Link} to={reportListUrl()} aria-label="Raporty" color="inherit">
        <AssessmentOutlinedIcon />
      </IconButton>
    </LazyTooltip>
  );
}
