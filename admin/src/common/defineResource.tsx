import type { SvgIconComponent } from '@mui/icons-material';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading, type ResourceProps } from 'react-admin';
import { resourcePath, type BackOfficeResource, type ResourcePath } from '../routes';
import { RequireAccess } from './RequireAccess';

type Page = LazyExoticComponent<ComponentType>;

export interface ResourceDefinition {
  name: ResourcePath;
  rest: BackOfficeResource;
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  icon: SvgIconComponent;
  recordRepresentation?: ResourceProps['recordRepresentation'];
}

function guarded(resource: string, action: string, Page: Page): ComponentType {
  const Guarded = () => (
    <RequireAccess resource={resource} action={action}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </RequireAccess>
  );
  Guarded.displayName = `Guarded(${resource}.${action})`;
  return Guarded;
}

/**
 * One resource of the back office: its pages are loaded lazily (one chunk per page) and each is
 * wrapped in the permission check, so a missing permission shows the spec's message.
 */
export function defineResource(
  rest: BackOfficeResource,
  pages: { list?: Page; show?: Page; edit?: Page; create?: Page },
  options: { icon: SvgIconComponent; recordRepresentation?: ResourceProps['recordRepresentation'] },
): ResourceDefinition {
  const name = resourcePath(rest);
  return {
    name,
    rest,
    list: pages.list && guarded(name, 'list', pages.list),
    show: pages.show && guarded(name, 'show', pages.show),
    edit: pages.edit && guarded(name, 'edit', pages.edit),
    create: pages.create && guarded(name, 'create', pages.create),
    icon: options.icon,
    recordRepresentation: options.recordRepresentation,
  };
}
