import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FocusOnNavigate } from './focus-on-navigate';

afterEach(cleanup);

function page(title: string, links: React.ReactNode, extra: React.ReactNode = null) {
  return () => (
    <>
      <nav>{links}</nav>
      <main>
        <h1>{title}</h1>
        {extra}
      </main>
    </>
  );
}

function show() {
  // As in root.tsx: one FocusOnNavigate beside the pages, kept across navigations.
  const Root = () => (
    <>
      <Outlet />
      <FocusOnNavigate />
    </>
  );
  const Stub = createRoutesStub([
    {
      Component: Root,
      children: [
        {
          path: '/jobs',
          Component: page(
            'Find jobs',
            <>
              <Link to="/saved">Saved</Link> <Link to="/jobs?page=2">Next page</Link> <Link to="/code">Code</Link>
            </>,
          ),
        },
        { path: '/saved', Component: page('Saved jobs', <Link to="/jobs">Jobs</Link>) },
        { path: '/code', Component: page('Enter the code', null, <input aria-label="Digit 1" autoFocus />) },
      ],
    },
  ]);
  return render(<Stub initialEntries={['/jobs']} />);
}

describe('focus after a navigation', () => {
  it('moves to the new page’s heading, not on the first load nor on a change of the query alone', async () => {
    show();
    expect(document.activeElement).toBe(document.body);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Next page' })));
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Find jobs' }));
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Saved' })));
    const heading = await screen.findByRole('heading', { name: 'Saved jobs' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus where a page put it', async () => {
    show();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Code' })));
    expect(document.activeElement).toBe(await screen.findByLabelText('Digit 1'));
  });
});
