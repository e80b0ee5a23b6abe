import type { EditorConfig, ToolConstructable } from '@editorjs/editorjs';
import Delimiter from '@editorjs/delimiter';
import Header from '@editorjs/header';
import ImageTool from '@editorjs/image';
import List from '@editorjs/list';
import Quote from '@editorjs/quote';
import Table from '@editorjs/table';
import { uploadPageImage } from './queries';

/** The editor's blocks: the public renderer (`GET /s/{url}`) knows each of them. */
export const EDITOR_TOOLS: EditorConfig['tools'] = {
  header: {
    class: Header as unknown as ToolConstructable,
    inlineToolbar: true,
    config: { levels: [1, 2, 3, 4], defaultLevel: 2 },
  },
  list: { class: List as unknown as ToolConstructable, inlineToolbar: true, config: { defaultStyle: 'unordered' } },
  quote: { class: Quote as unknown as ToolConstructable, inlineToolbar: true },
  table: { class: Table as unknown as ToolConstructable, inlineToolbar: true, config: { rows: 2, cols: 2, withHeadings: true } },
  delimiter: { class: Delimiter as unknown as ToolConstructable },
  image: {
    class: ImageTool as unknown as ToolConstructable,
    config: {
      uploader: {
        /** Through the app's storage (`POST admin/pages/images`), with the same type and size checks. */
        uploadByFile: async (file: File) => ({ success: 1, file: { url: (await uploadPageImage(file)).url } }),
        uploadByUrl: async (url: string) => ({ success: 1, file: { url } }),
      },
      captionPlaceholder: 'Podpis',
      buttonContent: 'Wybierz obraz',
    },
  },
};

/** Polish texts of the editor's own interface. */
export const EDITOR_I18N: EditorConfig['i18n'] = {
  messages: {
    ui: {
      blockTunes: { toggler: { 'Click to tune': 'Kliknij, aby dostosować', 'or drag to move': 'lub przeciągnij' } },
      inlineToolbar: { converter: { 'Convert to': 'Zamień na' } },
      toolbar: { toolbox: { Add: 'Dodaj' } },
      popover: { Filter: 'Szukaj', 'Nothing found': 'Nic nie znaleziono', 'Convert to': 'Zamień na' },
    },
    toolNames: {
      Text: 'Akapit',
      Heading: 'Nagłówek',
      'Unordered List': 'Lista punktowana',
      'Ordered List': 'Lista numerowana',
      Checklist: 'Lista kontrolna',
      Quote: 'Cytat',
      Table: 'Tabela',
      Image: 'Obraz',
      Delimiter: 'Separator',
      Link: 'Link',
      Bold: 'Pogrubienie',
      Italic: 'Kursywa',
    },
    tools: {
      header: { 'Heading 1': 'Nagłówek 1', 'Heading 2': 'Nagłówek 2', 'Heading 3': 'Nagłówek 3', 'Heading 4': 'Nagłówek 4' },
      list: {
        Unordered: 'Punktowana',
        Ordered: 'Numerowana',
        Checklist: 'Kontrolna',
        'Start with': 'Zacznij od',
        'Counter type': 'Numeracja',
      },
      quote: { 'Align Left': 'Do lewej', 'Align Center': 'Do środka' },
      table: {
        'With headings': 'Z nagłówkami',
        'Without headings': 'Bez nagłówków',
        'Add row above': 'Dodaj wiersz powyżej',
        'Add row below': 'Dodaj wiersz poniżej',
        'Delete row': 'Usuń wiersz',
        'Add column to left': 'Dodaj kolumnę z lewej',
        'Add column to right': 'Dodaj kolumnę z prawej',
        'Delete column': 'Usuń kolumnę',
      },
      image: {
        Caption: 'Podpis',
        'Select an Image': 'Wybierz obraz',
        'With border': 'Z ramką',
        'Stretch image': 'Rozciągnij',
        'With background': 'Z tłem',
      },
      link: { 'Add a link': 'Dodaj link' },
      stub: { 'The block can not be displayed correctly.': 'Tego bloku nie można wyświetlić.' },
    },
    blockTunes: {
      delete: { Delete: 'Usuń', 'Click to delete': 'Kliknij, aby usunąć' },
      moveUp: { 'Move up': 'Przenieś wyżej' },
      moveDown: { 'Move down': 'Przenieś niżej' },
    },
  },
};
