import { describe, expect, it } from 'vitest';
import { withNotice } from './urlNotice';

describe('withNotice', () => {
  it('adds the toast to the address, keeping its query and hash', () => {
    expect(withNotice('/dashboard', 'Jesteś zalogowany!')).toBe(
      '/dashboard?notification_type=success&notification_msg=Jeste%C5%9B+zalogowany%21',
    );
    expect(withNotice('/users?with_name=Kowal#top', 'x', 'info')).toBe(
      '/users?with_name=Kowal&notification_type=info&notification_msg=x#top',
    );
  });
});
