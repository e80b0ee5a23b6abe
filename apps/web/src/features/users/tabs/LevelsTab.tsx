import { Button, Grid, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  USER_LEVELS,
  USER_LEVEL_LABELS,
  userLevelsForm,
  type AdminUser,
  type UserLevelsFormInput,
  type UserSportLevel,
} from '@sportdesk/contract';
import { FormActions } from '../../../components/FormActions';
import { SelectElement } from '../../../components/form';
import { useSportOptions } from '../../catalogue/public';
import { CheckboxElement } from '../components/CheckboxElement';
import { SportEntryList } from '../components/SportEntryList';
import { TabSection } from '../components/TabSection';
import { UserTabForm } from '../components/UserTabForm';
import { plural } from '../plural';
import { useUserTabForm } from '../useUserTabForm';

const LEVEL_OPTIONS = USER_LEVELS.map((l) => ({ value: l, label: USER_LEVEL_LABELS[l] }));

const toForm = (user: AdminUser): UserLevelsFormInput => ({
  user_sport_levels_attributes: user.user_sport_levels.map(
    ({ id, sport_id, level, edit_only_by_admin, check_on_pnh, check_on_organizer, verified }) => ({
      id,
      sport_id,
      level,
      edit_only_by_admin,
      check_on_pnh,
      check_on_organizer,
      verified,
      _destroy: false,
    }),
  ),
});

function AverageLevel({ level }: { level: UserSportLevel | undefined }) {
  if (!level) return null;
  const { average, opinions_count } = level.avg_level;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {average === null
        ? 'Brak ocen od innych graczy'
        : `Średnia z ocen: ${average.toLocaleString('pl-PL')} (${USER_LEVEL_LABELS[level.avg_level.level!]}) · ${opinions_count} ${plural(opinions_count, 'ocena', 'oceny', 'ocen')}`}
    </Typography>
  );
}

/** Poziomy: a level per sport with its flags; 'Usuń' marks the row, 'Zapisz' applies everything. */
export function LevelsTab({ user }: { user: AdminUser }) {
  const sports = useSportOptions();
  const { control, onSubmit, saving, setValue } = useUserTabForm(user, zodResolver(userLevelsForm), toForm);
  const rows = useFieldArray({ control, name: 'user_sport_levels_attributes', keyName: 'key' });
  const values = useWatch({ control, name: 'user_sport_levels_attributes' });
  const byId = new Map(user.user_sport_levels.map((l) => [l.id, l]));

  return (
    <UserTabForm label="Poziomy" spacing={2} onSubmit={onSubmit}>
      <TabSection
        title="Poziomy w dyscyplinach"
        description="Zaznacz „Zmiana tylko przez admina”, aby gracz nie mógł sam zmienić poziomu w tej dyscyplinie."
        actions={
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() =>
              rows.append({
                sport_id: null,
                level: 'beginners',
                edit_only_by_admin: false,
                check_on_pnh: false,
                check_on_organizer: false,
                verified: false,
              })
            }
          >
            Dodaj poziom
          </Button>
        }
      >
        <SportEntryList
          entries={rows.fields}
          values={values}
          sports={sports.data}
          noun="Poziom"
          unnamed="nowy poziom"
          empty="Brak poziomów."
          setDestroy={(index, destroy) => setValue(`user_sport_levels_attributes.${index}._destroy`, destroy)}
          remove={rows.remove}
          footer={(row) => <AverageLevel level={row.id ? byId.get(row.id) : undefined} />}
        >
          {(index) => (
            <Grid container spacing={2} sx={{ alignItems: 'center' }}>
              <Grid size={{ xs: 12, md: 3 }}>
                <SelectElement
                  control={control}
                  name={`user_sport_levels_attributes.${index}.sport_id`}
                  label="Dyscyplina"
                  options={sports.data ?? []}
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <SelectElement
                  control={control}
                  name={`user_sport_levels_attributes.${index}.level`}
                  label="Poziom"
                  options={LEVEL_OPTIONS}
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <CheckboxElement
                  control={control}
                  name={`user_sport_levels_attributes.${index}.edit_only_by_admin`}
                  label="Zmiana tylko przez admina"
                />
                <CheckboxElement
                  control={control}
                  name={`user_sport_levels_attributes.${index}.verified`}
                  label="Zweryfikowany"
                />
                <CheckboxElement
                  control={control}
                  name={`user_sport_levels_attributes.${index}.check_on_pnh`}
                  label="Sprawdzaj na zajęciach własnych (PNH)"
                />
                <CheckboxElement
                  control={control}
                  name={`user_sport_levels_attributes.${index}.check_on_organizer`}
                  label="Sprawdzaj u organizatora"
                />
              </Grid>
            </Grid>
          )}
        </SportEntryList>
      </TabSection>
      <FormActions saving={saving} />
    </UserTabForm>
  );
}
