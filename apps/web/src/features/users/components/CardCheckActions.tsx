import { Button } from '@mui/material';
import CreditScoreOutlinedIcon from '@mui/icons-material/CreditScoreOutlined';
import type { CardStatus } from '@sportdesk/contract';
import { FormActions } from '../../../components/FormActions';
import { CardCheckResult } from './CardCheckResult';

interface Props {
  /** The last check's answer. */
  status: CardStatus | undefined;
  checking: boolean;
  onCheck: () => void;
  saving: boolean;
}

/** The end of a card form: the check's answer, then 'Sprawdź kartę' beside 'Zapisz'. */
export function CardCheckActions({ status, checking, onCheck, saving }: Props) {
  return (
    <>
      <CardCheckResult status={status} />
      <FormActions
        saving={saving}
        start={
          <Button
            variant="outlined"
            startIcon={<CreditScoreOutlinedIcon />}
            onClick={onCheck}
            loading={checking}
            loadingPosition="start"
          >
            Sprawdź kartę
          </Button>
        }
      />
    </>
  );
}
