import type { LocationInput, MainPageTileInput, PageBlock } from '@sportdesk/contract';

export const DEMO_SPORTS: { name: string; description: string; hidden?: boolean }[] = [
  { name: 'Piłka nożna', description: 'Gry na hali i na orlikach, składy 5 na 5 i 6 na 6.' },
  { name: 'Siatkówka', description: 'Siatkówka halowa dla amatorów i średniozaawansowanych.' },
  { name: 'Koszykówka', description: 'Gry 3 na 3 i 5 na 5.' },
  { name: 'Badminton', description: 'Gra pojedyncza i deblowa.' },
  { name: 'Squash', description: 'Korty do squasha z wypożyczalnią rakiet.' },
  { name: 'Tenis', description: 'Korty ziemne i w balonie.' },
  { name: 'Joga', description: 'Zajęcia jogi dla początkujących i zaawansowanych.' },
  { name: 'Tenis stołowy', description: 'Stoły w halach sportowych.' },
  { name: 'Padel', description: 'Nowa dyscyplina, korty zewnętrzne i kryte.' },
  { name: 'Piłka ręczna', description: 'Gry rekreacyjne dla drużyn.', hidden: true },
];

export const DEMO_LOCATIONS: LocationInput[] = [
  {
    name: 'Hala Sportowa Arena Wola',
    street: 'ul. Górczewska 124',
    city: 'Warszawa',
    district: 'Wola',
    post_code: '01-460',
    lat: 52.2376,
    lang: 20.9302,
    order_value: 10,
    benefit_terminal_sn: 'BNF-WAW-0001',
    description: 'Nowoczesna hala z trybunami i szatniami.',
    location_objects_attributes: [
      { object_type: 'hall', description: 'Hala główna', checklist: 'terminal', order_value: 1 },
      { object_type: 'gym', description: 'Siłownia', order_value: 2 },
    ],
  },
  {
    name: 'Orlik Mokotów',
    street: 'ul. Woronicza 17',
    city: 'Warszawa',
    district: 'Mokotów',
    post_code: '02-625',
    lat: 52.1905,
    lang: 21.021,
    order_value: 20,
    location_objects_attributes: [
      { object_type: 'stadium', description: 'Boisko ze sztuczną trawą', checklist: 'report' },
      { object_type: 'court', description: 'Boisko do koszykówki' },
    ],
  },
  {
    name: 'Centrum Tenisowe Błonia',
    street: 'al. 3 Maja 5',
    city: 'Kraków',
    district: 'Krowodrza',
    post_code: '30-062',
    lat: 50.0594,
    lang: 19.9106,
    order_value: 30,
    benefit_terminal_sn: 'BNF-KRK-0107',
    location_objects_attributes: [
      { object_type: 'court', description: 'Kort ziemny nr 1', order_value: 1 },
      { object_type: 'court', description: 'Kort ziemny nr 2', order_value: 2 },
      { object_type: 'baloon', description: 'Balon — korty kryte', order_value: 3 },
    ],
  },
  {
    name: 'Hala MOSiR Polesie',
    street: 'al. Bandurskiego 7',
    city: 'Łódź',
    district: 'Polesie',
    post_code: '94-020',
    lat: 51.7561,
    lang: 19.4226,
    order_value: 40,
    location_objects_attributes: [
      { object_type: 'hall', description: 'Hala sportowa', checklist: 'terminal' },
      { object_type: 'dance_room', description: 'Sala lustrzana' },
    ],
  },
  {
    name: 'Studio Jogi Wrzeszcz',
    street: 'ul. Grunwaldzka 82',
    city: 'Gdańsk',
    district: 'Wrzeszcz',
    post_code: '80-244',
    lat: 54.3803,
    lang: 18.6057,
    order_value: 50,
    location_objects_attributes: [{ object_type: 'dance_room', description: 'Sala do jogi' }],
  },
  {
    name: 'Squash & Badminton Łazarz',
    street: 'ul. Głogowska 14',
    city: 'Poznań',
    district: 'Łazarz',
    post_code: '60-734',
    lat: 52.3996,
    lang: 16.9037,
    order_value: 60,
    location_objects_attributes: [
      { object_type: 'court', description: 'Kort do squasha' },
      { object_type: 'hall', description: 'Hala do badmintona — 4 boiska' },
    ],
  },
  {
    name: 'Hala Sportowa Krzyki',
    street: 'ul. Krajewskiego 1',
    city: 'Wrocław',
    district: 'Krzyki',
    post_code: '52-445',
    lat: 51.0722,
    lang: 17.0153,
    hidden: true,
    notes: 'Remont do końca kwartału.',
    location_objects_attributes: [{ object_type: 'hall', description: 'Hala', hidden: true }],
  },
];

const p = (text: string): PageBlock => ({ type: 'paragraph', data: { text } });
const h = (text: string, level = 2): PageBlock => ({ type: 'header', data: { text, level } });

export const DEMO_PAGES: {
  name: string;
  url: string;
  visible?: boolean;
  rediraction?: boolean;
  redir_url?: string;
  blocks: PageBlock[];
}[] = [
  {
    name: 'Regulamin',
    url: 'regulamin',
    blocks: [
      h('Regulamin korzystania z serwisu', 1),
      p('Niniejszy regulamin określa zasady zapisów na zajęcia sportowe organizowane w serwisie <b>SportDesk</b>.'),
      h('Zapisy i płatności'),
      {
        type: 'list',
        data: {
          style: 'ordered',
          meta: {},
          items: [
            { content: 'Zapis na zajęcia jest możliwy po zalogowaniu.', meta: {}, items: [] },
            {
              content: 'Płatności przyjmujemy przelewem online, karnetem, gotówką oraz kartami sportowymi.',
              meta: {},
              items: [],
            },
            { content: 'Rezygnacja jest bezpłatna do 24 godzin przed rozpoczęciem zajęć.', meta: {}, items: [] },
          ],
        },
      },
      h('Kontakt'),
      p('Pytania prosimy kierować na adres <a href="mailto:kontakt@sportdesk.pl">kontakt@sportdesk.pl</a>.'),
    ],
  },
  {
    name: 'O nas',
    url: 'o-nas',
    blocks: [
      h('Kim jesteśmy', 1),
      p('Od 2015 roku łączymy ludzi, którzy chcą grać razem — w Warszawie, Krakowie, Łodzi i kilku innych miastach.'),
      {
        type: 'quote',
        data: { text: 'Sport to najlepszy sposób na poznanie nowych ludzi.', caption: 'Zespół SportDesk', alignment: 'left' },
      },
      p('Organizujemy gry w piłkę nożną, siatkówkę, koszykówkę, badmintona, squasha i wiele innych dyscyplin.'),
    ],
  },
  {
    name: 'FAQ',
    url: 'faq',
    blocks: [
      h('Najczęściej zadawane pytania', 1),
      h('Czy mogę przyjść bez drużyny?', 3),
      p('Tak — większość zajęć jest otwarta, a składy dobieramy na miejscu.'),
      h('Jakie karty sportowe akceptujecie?', 3),
      {
        type: 'table',
        data: {
          withHeadings: true,
          content: [
            ['Karta', 'Dopłata'],
            ['Benefit', 'zależnie od zajęć'],
            ['FitProfit', 'zależnie od zajęć'],
            ['OK System', 'brak'],
          ],
        },
      },
      { type: 'delimiter', data: {} },
      p('Nie znalazłeś odpowiedzi? Napisz do nas.'),
    ],
  },
  {
    name: 'Promocja wiosenna (szkic)',
    url: 'promocja-wiosenna',
    visible: false,
    blocks: [h('Wiosna z SportDesk'), p('Szczegóły wkrótce.')],
  },
  { name: 'Zapisy na ligę', url: 'liga', rediraction: true, redir_url: '/s/faq', blocks: [] },
];

export const DEMO_TILES: MainPageTileInput[] = [
  {
    name: 'Piłka nożna',
    section: 'logged_in_1',
    tile_type: 'wideLeft',
    url: '/zajecia?sport=pilka-nozna',
    button_text: 'Zapisz się',
    category: 'Dyscypliny',
    order_value: 10,
    lg: 4,
    xl: 4,
  },
  {
    name: 'Siatkówka',
    section: 'logged_in_1',
    url: '/zajecia?sport=siatkowka',
    button_text: 'Zobacz terminy',
    category: 'Dyscypliny',
    order_value: 20,
  },
  {
    name: 'Badminton',
    section: 'logged_in_1',
    url: '/zajecia?sport=badminton',
    button_text: 'Zobacz terminy',
    category: 'Dyscypliny',
    order_value: 30,
  },
  {
    name: 'Squash',
    section: 'logged_in_1',
    url: '/zajecia?sport=squash',
    button_text: 'Zobacz terminy',
    category: 'Dyscypliny',
    order_value: 40,
  },
  {
    name: 'Nowa liga piłkarska',
    section: 'logged_in_2',
    tile_type: 'fullBig',
    url: '/s/liga',
    button_text: 'Dołącz',
    description: 'Ruszają zapisy na ligę środową.',
    md: 12,
    lg: 12,
    xl: 12,
  },
  {
    name: 'Dołącz do nas',
    section: 'not_logged_in_1',
    tile_type: 'fullSmall',
    url: '/rejestracja',
    button_text: 'Załóż konto',
    md: 12,
    lg: 12,
    xl: 12,
  },
  { name: 'O nas', section: 'not_logged_in_2', url: '/s/o-nas', button_text: 'Czytaj', order_value: 10, md: 6, lg: 6, xl: 6 },
  { name: 'FAQ', section: 'not_logged_in_2', url: '/s/faq', button_text: 'Czytaj', order_value: 20, md: 6, lg: 6, xl: 6 },
  { name: 'Joga (wkrótce)', section: 'logged_in_3', url: '/zajecia?sport=joga', hidden: true },
];
