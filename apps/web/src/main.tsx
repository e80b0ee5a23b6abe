import { mountApp } from './app/mountApp';
import { appRoutes } from './app/appRoutes';

mountApp(appRoutes, { sliced: true });
