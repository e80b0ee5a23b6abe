import { LOCATION_ORDER_DEFAULT, type Location, type LocationInput } from '@sportdesk/contract';

/** An empty location with one hall, as /locations/new opens. */
export const newLocationValues = (): LocationInput => ({
  name: '',
  street: '',
  city: '',
  district: '',
  post_code: '',
  lat: null,
  lang: null,
  hidden: false,
  order_value: LOCATION_ORDER_DEFAULT,
  benefit_terminal_sn: '',
  description: '',
  notes: '',
  location_objects_attributes: [
    { object_type: 'hall', hidden: false, order_value: LOCATION_ORDER_DEFAULT, checklist: null, description: '', notes: '' },
  ],
});

/** A saved location as form values; each object keeps its id so the API updates it. */
export const locationValues = (l: Location): LocationInput => ({
  name: l.name,
  street: l.street ?? '',
  city: l.city ?? '',
  district: l.district ?? '',
  post_code: l.post_code ?? '',
  lat: l.lat,
  lang: l.lang,
  hidden: l.hidden,
  order_value: l.order_value,
  benefit_terminal_sn: l.benefit_terminal_sn ?? '',
  description: l.description ?? '',
  notes: l.notes ?? '',
  location_objects_attributes: l.location_objects.map((o) => ({
    id: o.id,
    object_type: o.object_type,
    description: o.description ?? '',
    notes: o.notes ?? '',
    hidden: o.hidden,
    order_value: o.order_value,
    checklist: o.checklist,
    _destroy: false,
  })),
});
