import { mountApp } from './app/mountApp';
import { publicDocumentRoutes } from './app/publicDocumentRoutes';

// The public document's entry (public.html: the portal and sign-in).
mountApp(publicDocumentRoutes);
