/** The activities feature's public entry: what other features may import (docs/architecture.md "Web features"). */
export { JobProgress } from './JobProgress';
export { ActivityForm } from './form/ActivityForm';
export { Cell, FormSection } from './form/FormSection';
export { activityFormValues, emptyActivityFields } from './form/defaults';
export { DaysField } from './form/fields';
export { AssignmentsSection } from './form/sections/AssignmentsSection';
export { DescriptionSection } from './form/sections/DescriptionSection';
export { ImagesSection } from './form/sections/ImagesSection';
export { KindSection } from './form/sections/KindSection';
export { LevelSection } from './form/sections/LevelSection';
export { LimitsSection } from './form/sections/LimitsSection';
export { LocationSection } from './form/sections/LocationSection';
export { OrganizerSection } from './form/sections/OrganizerSection';
export { PaymentsSection } from './form/sections/PaymentsSection';
export { PriceSection } from './form/sections/PriceSection';
export { SettingsSection } from './form/sections/SettingsSection';
export { SpotsSection } from './form/sections/SpotsSection';
export { TimesSection } from './form/sections/TimesSection';
export { VisibilitySection } from './form/sections/VisibilitySection';
export type { ActivityFormValues } from './form/types';
export { formatDate, formatDateTime, padTime, personName } from './format';
export { ActivityList } from './list/ActivityList';
export { UserOptionPicker } from './pickers/UserOptionPicker';
export {
  activityKeys,
  useActivity,
  activityHistory,
  useChangeHistory,
  useAddCoordinator,
  useDeleteActivity,
  useRemoveCoordinator,
  useUpdateActivity,
} from './queries';
export type { HistorySource, UserOption } from './queries';
export { activityCopyUrl, activityEditUrl, activityListUrl, activityNewUrl, activityUrl, type ActivityPrefill } from './urls';
export { useQueueCreation } from './useQueueCreation';
export { YES_NO, sharedFilterFields } from './list/sharedFilters';
