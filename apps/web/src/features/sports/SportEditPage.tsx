import { Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { msg } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { useSaveHandler } from '../../components/form';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { DeleteButton } from '../../components/DeleteButton';
import { SportForm } from './SportForm';
import { SportPictures } from './SportPictures';
import { useDeleteSport, useSport, useUpdateSport } from './queries';
import { sportListUrl } from './urls';

/** `/sports/{id}`: edit ('Zapisano'), pictures and delete. */
export function SportEditPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <SportEditor id={id} />;
}

function SportEditor({ id }: { id: number }) {
  const sport = useSport(id);
  const update = useUpdateSport(id);
  const remove = useDeleteSport(id);
  const save = useSaveHandler(update.mutateAsync, { success: msg.saved });
  const back = <BackLink to={sportListUrl()} label="Dyscypliny" />;

  if (sport.isPending) return <PageLoader />;
  if (sport.isError) {
    return (
      <>
        <PageHeader title="Dyscyplina" back={back} />
        <LoadError error={sport.error} onRetry={() => sport.refetch()} />
      </>
    );
  }

  const current = sport.data;
  return (
    <>
      <PageHeader title={current.name} subtitle={`Dyscyplina #${current.id}`} back={back} />
      <Stack spacing={3}>
        <SportForm
          key={current.id}
          defaultValues={{ name: current.name, description: current.description ?? '', hidden: current.hidden }}
          extraActions={<DeleteButton onDelete={() => remove.mutateAsync()} busy={remove.isPending} afterTo={sportListUrl()} />}
          onSubmit={save}
        />
        <section aria-labelledby="sport-pictures">
          <Typography id="sport-pictures" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Obrazki
          </Typography>
          <SportPictures sport={current} />
        </section>
      </Stack>
    </>
  );
}

export { SportEditPage as Component };
