import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack } from '@mui/material';
import {
  COMPETITION_GROUP_TYPES,
  COMPETITION_GROUP_TYPE_LABELS,
  GROUP_DEFAULTS,
  GROUP_GENDERS,
  GROUP_GENDER_LABELS,
  competitionGroupForm,
  type CompetitionGroupDetail,
  type CompetitionGroupInput,
  type CompetitionGroupValues,
} from '@sportdesk/contract';
import { FormActions } from '../../components/FormActions';
import {
  NumberFieldElement,
  SelectElement,
  SwitchElement,
  TextFieldElement,
  usePageForm,
  type FormSubmit,
} from '../../components/form';
import { UserPickerElement } from '../users/public';
import { groupListUrl } from './urls';

export const NEW_GROUP: CompetitionGroupInput = {
  name: '',
  description: '',
  custom_tags: '',
  ...GROUP_DEFAULTS,
  gender: 'unisex',
  competition_group_type: 'local_group',
  hidden: false,
  open: false,
  active: true,
  notes: '',
};

export const groupFormValues = (g: CompetitionGroupDetail): CompetitionGroupInput => ({
  name: g.name,
  description: g.description,
  custom_tags: g.custom_tags ?? '',
  max_group_size: g.max_group_size,
  min_team_size: g.min_team_size,
  max_players_per_team: g.max_players_per_team,
  max_teams: g.max_teams,
  gender: g.gender,
  competition_group_type: g.competition_group_type,
  hidden: g.hidden,
  open: g.open,
  active: g.active,
  notes: g.notes ?? '',
});

const TYPE_OPTIONS = COMPETITION_GROUP_TYPES.map((t) => ({ value: t, label: COMPETITION_GROUP_TYPE_LABELS[t] }));
const GENDER_OPTIONS = GROUP_GENDERS.map((g) => ({ value: g, label: GROUP_GENDER_LABELS[g] }));

interface Props {
  defaultValues: CompetitionGroupInput;
  /** The save (`useSaveHandler` with the rule's own message): leaving for the new group after a create, staying after an edit. */
  onSubmit: FormSubmit<CompetitionGroupInput, CompetitionGroupValues>;
  extraActions?: ReactNode;
  /** Inside the group page's tab the form sits in the tab, without its own card. */
  bare?: boolean;
  /** On create: a player on whose behalf the group is created (their per-kind limits apply). */
  withCreator?: boolean;
}

/**
 * The group form (docs/spec/part-1.md §3, §5, §9): name and description required ('Pole Wymagane'); the defaults of
 * docs/spec/part-1.md §9. A back-office page form (`usePageForm`): one save at a time, and leaving with unsaved changes
 * asks first.
 */
export function GroupForm({ defaultValues, onSubmit, extraActions, bare = false, withCreator = false }: Props) {
  const {
    control,
    onSubmit: submit,
    saving,
  } = usePageForm<CompetitionGroupInput, CompetitionGroupValues>({
    schema: competitionGroupForm,
    defaultValues,
    onSubmit,
  });
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } } as const;
  const form = (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} sx={{ maxWidth: 880 }}>
      <Box sx={grid}>
        <TextFieldElement control={control} name="name" label="Nazwa" required autoFocus={!defaultValues.name} />
        <SelectElement control={control} name="competition_group_type" label="Typ grupy" options={TYPE_OPTIONS} />
      </Box>
      <TextFieldElement control={control} name="description" label="Opis" required multiline minRows={3} maxRows={12} />
      <TextFieldElement
        control={control}
        name="custom_tags"
        label="Tagi"
        helperText="Oddzielone znakiem #, np. #piłka#amatorzy"
      />
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        <NumberFieldElement control={control} name="max_group_size" label="Maks. osób w grupie" min={1} />
        <NumberFieldElement control={control} name="min_team_size" label="Min. graczy w drużynie" min={0} />
        <NumberFieldElement control={control} name="max_players_per_team" label="Maks. graczy w drużynie" min={1} />
        <NumberFieldElement control={control} name="max_teams" label="Maks. drużyn" min={0} />
      </Box>
      <Box sx={grid}>
        <SelectElement control={control} name="gender" label="Płeć" options={GENDER_OPTIONS} />
        {withCreator && (
          <UserPickerElement
            control={control}
            name="creator_id"
            label="Twórca"
            helperText="Puste: zalogowany administrator; gracz — obowiązują jego limity grup"
          />
        )}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        <SwitchElement control={control} name="hidden" label="Ukryta" />
        <SwitchElement control={control} name="open" label="Otwarta" />
        <SwitchElement control={control} name="active" label="Aktywna" />
      </Stack>
      <TextFieldElement control={control} name="notes" label="Notatki" multiline minRows={2} maxRows={10} />
      <FormActions cancelTo={groupListUrl()} saving={saving} start={extraActions} />
    </Stack>
  );
  if (bare) return form;
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>{form}</CardContent>
    </Card>
  );
}
