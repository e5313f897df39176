import { ALL_PERMISSIONS } from '@gigmarket/shared';
import { toCurrentUser } from './current-user';
import type { User } from './user.entity';

const base = {
  id: 7,
  name: 'Ada Obi',
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@example.com',
  phone: '08031234567',
  avatar: null,
  role: null,
  profile_completed_at: null,
} as unknown as User;

describe('toCurrentUser', () => {
  it('sends an incomplete site user to the welcome page, a complete one to the dashboard', () => {
    expect(toCurrentUser({ ...base, user_type: 'employer' } as User)).toMatchObject({ current_route: '/user-welcome', profile_complete: false, permissions: [] });
    expect(toCurrentUser({ ...base, user_type: 'freelancer', profile_completed_at: new Date() } as User)).toMatchObject({
      current_route: '/freelancer/dashboard',
      profile_complete: true,
    });
  });

  it('gives admins the back office, with their role permissions (all for the superadmin)', () => {
    const admin = toCurrentUser({ ...base, user_type: 'admin', role: { permissions: [{ name: 'listings.list' }, { name: 'categories.edit' }] } } as unknown as User);
    expect(admin).toMatchObject({ current_route: '/admin/dashboard', permissions: ['categories.edit', 'listings.list'], profile_complete: true });
    expect(toCurrentUser({ ...base, user_type: 'superadmin' } as User).permissions).toEqual(ALL_PERMISSIONS);
  });

  it('never carries the password', () => {
    expect(toCurrentUser({ ...base, user_type: 'employer', password: 'hash' } as User)).not.toHaveProperty('password');
  });
});
