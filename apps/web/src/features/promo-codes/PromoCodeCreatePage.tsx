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
  return (
    <>
      <PageHeader title="Nowy kod promocyjny" back={<BackLink to={promoCodeListUrl()} label="Kody promocyjne" />} />
      <PromoCodeForm
        onSubmit={async (values, setError) => {
          try {
            const reply = await create.mutateAsync({ promo_code: values });
            notify.success(msg.added);
            const ids = reply.data?.ids ?? [];
            return {
              leaveTo: ids.length === 1 ? promoCodeUrl(ids[0]) : promoCodeListUrl({ with_prefix: values.prefix.toUpperCase() }),
            };
          } catch (error) {
            applyChannelErrors(error, setError);
            notifyChannelFailure(notify, error, msg.saveFailed);
            return false;
          }
        }}
      />
    </>
  );
}

export { PromoCodeCreatePage as Component };
