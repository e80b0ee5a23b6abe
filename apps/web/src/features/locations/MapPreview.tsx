import { Box, Typography } from '@mui/material';

/** Poland's bounding box: the preview needs no map tiles and no network. */
const BOUNDS = { north: 55, south: 49, west: 14, east: 24.25 };
const WIDTH = 320;
const SCALE_X = WIDTH / (BOUNDS.east - BOUNDS.west);
/** Longitude degrees are shorter than latitude degrees at 52° N. */
const SCALE_Y = SCALE_X / Math.cos((52 * Math.PI) / 180);
const HEIGHT = Math.round((BOUNDS.north - BOUNDS.south) * SCALE_Y);

const CITIES: [string, number, number][] = [
  ['Gdańsk', 54.35, 18.65],
  ['Szczecin', 53.43, 14.55],
  ['Poznań', 52.41, 16.93],
  ['Warszawa', 52.23, 21.01],
  ['Łódź', 51.76, 19.46],
  ['Wrocław', 51.11, 17.03],
  ['Kraków', 50.06, 19.94],
  ['Lublin', 51.25, 22.57],
  ['Białystok', 53.13, 23.16],
];

const x = (lang: number) => (lang - BOUNDS.west) * SCALE_X;
const y = (lat: number) => (BOUNDS.north - lat) * SCALE_Y;
const inside = (lat: number, lang: number) =>
  lat >= BOUNDS.south && lat <= BOUNDS.north && lang >= BOUNDS.west && lang <= BOUNDS.east;

/** A small offline preview of lat/lang: a degree grid of Poland with the main cities and a pin. */
export function MapPreview({ lat, lang }: { lat: number | null | undefined; lang: number | null | undefined }) {
  const has = typeof lat === 'number' && typeof lang === 'number' && Number.isFinite(lat) && Number.isFinite(lang);
  const shown = has && inside(lat, lang);
  const caption = !has
    ? 'Podaj szerokość i długość geograficzną, aby zobaczyć punkt.'
    : shown
      ? `${lat.toFixed(4)}° N, ${lang.toFixed(4)}° E`
      : 'Punkt leży poza obszarem podglądu (Polska).';
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={shown ? `Podgląd położenia: ${caption}` : 'Podgląd położenia'}
        sx={{
          width: '100%',
          maxWidth: WIDTH,
          display: 'block',
          bgcolor: '#eef4fb',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
        }}
      >
        {Array.from({ length: 11 }, (_, i) => BOUNDS.west + i).map((lon) => (
          <line key={`lon${lon}`} x1={x(lon)} x2={x(lon)} y1={0} y2={HEIGHT} stroke="#cfdbe8" strokeWidth={0.6} />
        ))}
        {Array.from({ length: 7 }, (_, i) => BOUNDS.south + i).map((la) => (
          <line key={`lat${la}`} x1={0} x2={WIDTH} y1={y(la)} y2={y(la)} stroke="#cfdbe8" strokeWidth={0.6} />
        ))}
        {CITIES.map(([name, la, lo]) => (
          <g key={name} fill="#64748b">
            <circle cx={x(lo)} cy={y(la)} r={2.2} />
            <text x={x(lo) + (lo > 22 ? -4 : 4)} y={y(la) + 3} fontSize={8.5} textAnchor={lo > 22 ? 'end' : 'start'}>
              {name}
            </text>
          </g>
        ))}
        {shown && (
          <g transform={`translate(${x(lang)} ${y(lat)})`}>
            <path
              d="M0 0 C -6 -9 -9 -13 -9 -17 A 9 9 0 1 1 9 -17 C 9 -13 6 -9 0 0 Z"
              fill="#d32f2f"
              stroke="#fff"
              strokeWidth={1.2}
            />
            <circle cx={0} cy={-17} r={3.2} fill="#fff" />
          </g>
        )}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}
