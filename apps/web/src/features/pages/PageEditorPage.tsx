import { useRef, useState, type ReactNode } from 'react';
import { Button, Card, CardContent, Stack } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Navigate, useParams } from 'react-router';
import { msg, type Page } from '@sportdesk/contract';
import { BackLink } from '../../components/BackLink';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useNotify } from '../../components/useNotify';
import { DeleteButton } from '../../components/DeleteButton';
import { YesNo } from '../catalogue/public';
import { BlockEditor, type BlockEditorHandle } from './BlockEditor';
import { PageSettingsDialog } from './PageSettingsDialog';
import { useDeletePage, usePage, useSavePageBody } from './queries';
import { pageListUrl, publicPageUrl } from './urls';

/** `/pages/{id}`: the block editor with 'Zapisz' ('Zapisano stronę'), the settings modal, preview and delete. */
export function PageEditorPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <PageEditor id={id} />;
}

function PageEditor({ id }: { id: number }) {
  const page = usePage(id);
  const back = <BackLink to={pageListUrl()} label="Strony" />;

  if (page.isPending) return <PageLoader />;
  if (page.isError) {
    return (
      <>
        <PageHeader title="Strona" back={back} />
        <LoadError error={page.error} onRetry={() => page.refetch()} />
      </>
    );
  }
  return <LoadedPageEditor current={page.data} back={back} />;
}

function LoadedPageEditor({ current, back }: { current: Page; back: ReactNode }) {
  const save = useSavePageBody(current.id);
  const remove = useDeletePage(current.id);
  const notify = useNotify();
  const editor = useRef<BlockEditorHandle>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The editor mounts once with the body as first loaded; a save must not reload it under the cursor.
  const [initialBody] = useState(current.body);

  const onSave = async () => {
    try {
      const body = await editor.current!.save();
      await save.mutateAsync(body);
      notify.success(msg.pageSaved);
    } catch {
      notify.error(msg.saveFailed);
    }
  };

  return (
    <>
      <PageHeader
        title={current.name}
        subtitle={
          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>
              Strona #{current.id} · /s/{current.url} · widoczna:
            </span>
            <YesNo value={current.visible} highlight="success" />
          </Stack>
        }
        back={back}
        actions={
          <>
            <Button component="a" href={publicPageUrl(current.url)} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
              Podgląd
            </Button>
            <Button variant="outlined" startIcon={<SettingsOutlinedIcon />} onClick={() => setSettingsOpen(true)}>
              Ustawienia
            </Button>
          </>
        }
      />
      <Card>
        <CardContent sx={{ p: { xs: 1, sm: 2 } }}>
          <BlockEditor ref={editor} initial={initialBody} label="Treść strony" />
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        <DeleteButton onDelete={() => remove.mutateAsync()} busy={remove.isPending} afterTo={pageListUrl()} />
        <Stack sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          startIcon={<SaveOutlinedIcon />}
          loading={save.isPending}
          loadingPosition="start"
          onClick={() => void onSave()}
        >
          Zapisz
        </Button>
      </Stack>
      {settingsOpen && <PageSettingsDialog page={current} onClose={() => setSettingsOpen(false)} />}
    </>
  );
}

export { PageEditorPage as Component };
