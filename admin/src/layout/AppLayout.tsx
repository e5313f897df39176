import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppBar} menu={AppMenu} sidebar={AppSidebar} appBarAlwaysOn>
      {children}
    </Layout>
  );
}
