import type { RouteObject } from 'react-router';

/** Lazy screens of `/activity_templates` (docs/spec/part-2.md §2). */
export const activityTemplatesRoutes: RouteObject[] = [
  { path: 'activity_templates', lazy: () => import('./TemplateListPage') },
  { path: 'activity_templates/new', lazy: () => import('./TemplateCreatePage') },
  { path: 'activity_templates/:id', lazy: () => import('./TemplatePage') },
];
