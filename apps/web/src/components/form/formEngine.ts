/**
 * react-hook-form's form control and the zod resolver: the chunk `useDeferredForm` fetches after the first paint,
 * so a page's first download holds neither (docs/decisions.md, "One way to write a form").
 */
export { createFormControl } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
