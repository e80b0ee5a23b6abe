import { useNavigate } from 'react-router';
import { msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/useNotify';
import { applyChannelErrors, notifyChannelFailure } from './applyChannelErrors';
import { PromoCodeForm } from './PromoCodeForm';
import { usePromoChannel } from './queries';
import { promoCodeListUrl, promoCodeUrl } from './urls';

/** `/promo-codes/new`: generates `count` codes over the live channel; one code opens its page, more open the list. */
export function PromoCodeCreatePage() {
  const create = usePromoChannel<{ ids: number[] }>('create');
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Nowy kod promocyjny" back={<BackLink to={promoCodeListUrl()} label="Kody promocyjne" />} />
      <PromoCodeForm
        saving={create.isPending}
        onSubmit={(values, setError) =>
          create.mutate(
            { promo_code: values },
            {
              onSuccess: (reply) => {
                notify.success(msg.added);
                const ids = reply.data?.ids ?? [];
                void navigate(
                  ids.length === 1 ? promoCodeUrl(ids[0]) : promoCodeListUrl({ with_prefix: values.prefix.toUpperCase() }),
                );
              },
              onError: (error) => {
                applyChannelErrors(error, setError);
                notifyChannelFailure(notify, error, msg.saveFailed);
              },
            },
          )
        }
      />
    </>
  );
}

export { PromoCodeCreatePage as Component };
