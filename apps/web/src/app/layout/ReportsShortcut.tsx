import { IconButton, Tooltip } from '@mui/material';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import { Link } from 'react-router';
import { reportListUrl } from '../../features/reports/urls';

export function ReportsShortcut() {
  return (
    <Tooltip title="Raporty">
      <IconButton component={Link} to={reportListUrl()} aria-label="Raporty" color="inherit">
        <AssessmentOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}
