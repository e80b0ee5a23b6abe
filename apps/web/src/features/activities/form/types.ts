import type { Control } from 'react-hook-form';
import type { ActivityCreateInput } from '@sportdesk/contract';

/** One value shape for create, edit and copy: create uses date_from/date_to/days, edit uses date. */
export type ActivityFormValues = ActivityCreateInput & { date?: string };
export type FormMode = 'create' | 'edit';

export interface SectionProps {
  control: Control<ActivityFormValues>;
}
