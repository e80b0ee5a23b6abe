/** Venue object types and their Polish labels: no schemas here, so a screen that shows a label loads no zod. */

export const OBJECT_TYPES = ['hall', 'court', 'stadium', 'gym', 'dance_room', 'baloon', 'other'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];
export const OBJECT_TYPE_LABELS: Record<ObjectType, string> = {
  hall: 'Hala',
  court: 'Kort',
  stadium: 'Stadion',
  gym: 'Siłownia',
  dance_room: 'Sala taneczna',
  baloon: 'Balon',
  other: 'Inny',
};

/** A venue object as staff read it: its type and description, e.g. 'Kort — Kort 2 (mączka)'. */
export const locationObjectLabel = (o: { object_type: string; description?: string | null }) =>
  [OBJECT_TYPE_LABELS[o.object_type as ObjectType] ?? o.object_type, o.description].filter(Boolean).join(' — ');
