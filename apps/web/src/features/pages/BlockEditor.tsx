import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { Box } from '@mui/material';
import EditorJS from '@editorjs/editorjs';
import type { PageDocument } from '@sportdesk/contract';
import { EDITOR_I18N, EDITOR_TOOLS } from './editorTools';

export interface BlockEditorHandle {
  /** The editor's current document (its JSON). */
  save: () => Promise<PageDocument>;
}

/** Editor.js on a div; mounted once per `initial` document, destroyed on unmount (also under StrictMode). */
export const BlockEditor = forwardRef<BlockEditorHandle, { initial: PageDocument | null; label: string }>(function BlockEditor(
  { initial, label },
  ref,
) {
  const holder = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorJS | null>(null);

  useEffect(() => {
    if (!holder.current) return;
    const instance = new EditorJS({
      holder: holder.current,
      tools: EDITOR_TOOLS,
      i18n: EDITOR_I18N,
      data: initial ?? undefined,
      placeholder: 'Zacznij pisać albo kliknij +, aby dodać blok…',
      minHeight: 200,
    });
    editor.current = instance;
    return () => {
      editor.current = null;
      void instance.isReady.then(() => instance.destroy()).catch(() => undefined);
    };
  }, [initial]);

  useImperativeHandle(ref, () => ({
    save: async () => {
      if (!editor.current) throw new Error('editor not ready');
      await editor.current.isReady;
      const output = await editor.current.save();
      return {
        time: output.time,
        version: output.version,
        blocks: output.blocks.map(({ id, type, data, tunes }) => ({ id, type, data, ...(tunes ? { tunes } : {}) })),
      };
    },
  }));

  return (
    <Box
      ref={holder}
      role="region"
      aria-label={label}
      data-testid="block-editor"
      sx={{
        minHeight: 320,
        px: { xs: 1, sm: 7 },
        py: 2,
        '& .ce-block__content, & .ce-toolbar__content': { maxWidth: 760 },
        '& h1.ce-header': { fontSize: '2rem' },
        '& h2.ce-header': { fontSize: '1.6rem' },
        '& h3.ce-header': { fontSize: '1.3rem' },
      }}
    />
  );
});
