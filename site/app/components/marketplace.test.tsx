import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '~/locales/en';
import { initials, price } from '~/utils/format';
import { I18nProvider, type Dict } from '~/utils/i18n';
import { Bell, type Notice } from './bell';

afterEach(cleanup);

const notices: Notice[] = [
  { notificationId: 7, title: 'New application', message: 'A freelancer applied to <strong>Garden work</strong>.' },
  { notificationId: 9, title: 'Welcome', message: '<p>Hello <em>there</em></p>' },
];

function renderBell(list: Notice[], action: (args: { request: Request }) => unknown = () => null) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <I18nProvider locale="en" dict={en as unknown as Dict}>
          <Bell notices={list} back="/employer/dashboard" />
        </I18nProvider>
      ),
    },
    { path: '/notifications', action },
  ]);
  render(<Stub initialEntries={['/']} />);
  return action;
}

describe('Bell', () => {
  it('has no badge when there is nothing', () => {
    renderBell([]);
    expect(screen.queryByTestId('bell-badge')).toBeNull();
    expect(screen.getByLabelText('Notifications')).toBeTruthy();
    expect(screen.getByText('No notifications yet.')).toBeTruthy();
  });

  it('shows the count, each title and the HTML message as given', () => {
    renderBell(notices);
    expect(screen.getByTestId('bell-badge').textContent).toBe('2');
    expect(screen.getByLabelText('Notifications: 2 new')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your notifications' })).toBeTruthy();
    expect(screen.getByText('New application')).toBeTruthy();
    expect(screen.getByText('Garden work').tagName).toBe('STRONG');
    expect(screen.getByText('there').tagName).toBe('EM');
  });

  it('deletes one notification by its id', async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => {
      const form = await request.formData();
      return { id: form.get('id'), back: form.get('back') };
    });
    renderBell(notices, action);
    fireEvent.click(screen.getByRole('button', { name: 'Delete the notification “Welcome”' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await expect(action.mock.results[0]!.value).resolves.toEqual({ id: '9', back: '/employer/dashboard' });
  });

  it('links a notice to the page it speaks of, and opens it', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <I18nProvider locale="en" dict={en as unknown as Dict}>
            <Bell
              notices={[
                { notificationId: 3, title: 'Funded: safe to start', message: '<p><em>Garden work</em>: the employer has paid into escrow.</p>', link: '/freelancer/hires/12' },
                { notificationId: 4, title: 'Welcome', message: '<p>Hello</p>', link: null },
                { notificationId: 5, title: 'Odd', message: '<p>x</p>', link: 'javascript:alert(1)' },
              ]}
              back="/freelancer/dashboard"
            />
          </I18nProvider>
        ),
      },
      { path: '/freelancer/hires/:id', Component: () => <h1>Hire page</h1> },
    ]);
    render(<Stub initialEntries={['/']} />);
    const link = screen.getByRole('link', { name: 'Funded: safe to start' });
    expect(link.getAttribute('href')).toBe('/freelancer/hires/12');
    expect(link.className).toBe('notice-link');
    expect(screen.getAllByTestId('notice-link')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Welcome' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Odd' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete the notification “Funded: safe to start”' })).toBeTruthy();
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Hire page' })).toBeTruthy();
  });
});

describe('format helpers', () => {
  it('draws initials from a name', () => {
    expect(initials('Ngozi Eze')).toBe('NE');
    expect(initials('amaka')).toBe('A');
    expect(initials('')).toBe('?');
  });

  it('shows a fixed price or a range', () => {
    expect(price({ pricing: 'fixed', amount: '15000.00', currency: 'NGN' }, 'en')).toMatch(/15,000/);
    expect(price({ pricing: 'range', min_amount: '1000', max_amount: '2000', currency: 'NGN' }, 'en')).toMatch(/1,000.*–.*2,000/);
  });
});
