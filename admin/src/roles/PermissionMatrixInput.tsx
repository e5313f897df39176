import {
  ADMIN_ACTIONS,
  ADMIN_EXTRA_PERMISSIONS,
  ADMIN_RESOURCES,
  SUPERADMIN_ONLY_RESOURCES,
  permissionName,
  type AdminResource,
} from '@gigmarket/shared';
import { Checkbox, FormControlLabel, FormGroup, FormLabel, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useMemo } from 'react';
import { useGetResourceLabel, useInput, useTranslate } from 'react-admin';
import { resourcePath } from '../routes';
import { permissionNames } from './permissionNames';

/** The resources a role can grant: everything but the superadmin's own users, roles and permissions. */
export const GRANTABLE_RESOURCES = ADMIN_RESOURCES.filter((resource) => !SUPERADMIN_ONLY_RESOURCES.includes(resource));

/**
 * A role's permissions as a matrix of resources by actions, then the rights finer than an action
 * (`transactions.account_numbers`: full bank account numbers). The value is the list of names the
 * role holds.
 */
export function PermissionMatrixInput({ source = 'permissions' }: { source?: string }) {
  const { field } = useInput({ source, format: permissionNames, defaultValue: [] });
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const selected = useMemo(() => new Set(permissionNames(field.value)), [field.value]);

  const setMany = (names: string[], on: boolean) => {
    const next = new Set(selected);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    field.onChange([...next].sort());
  };

  const rowNames = (resource: AdminResource) => ADMIN_ACTIONS.map((action) => permissionName(resource, action));

  return (
    <>
      <FormLabel component="legend" sx={{ mt: 1, mb: 1 }}>
        {translate('resources.roles.fields.permissions')}
      </FormLabel>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('resources.roles.fields.permissions')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.roles.matrix.resource')}</TableCell>
              {ADMIN_ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {translate(`app.actions.${action}`)}
                </TableCell>
              ))}
              <TableCell align="center">{translate('resources.roles.matrix.all')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {GRANTABLE_RESOURCES.map((resource) => {
              const label = getResourceLabel(resourcePath(resource), 2);
              const names = rowNames(resource);
              const count = names.filter((name) => selected.has(name)).length;
              return (
                <TableRow key={resource} hover>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  {ADMIN_ACTIONS.map((action) => {
                    const name = permissionName(resource, action);
                    return (
                      <TableCell key={action} align="center" padding="checkbox">
                        <Checkbox
                          checked={selected.has(name)}
                          onChange={(event) => setMany([name], event.target.checked)}
                          slotProps={{ input: { 'aria-label': name } }}
                        />
                      </TableCell>
                    );
                  })}
                  <TableCell align="center" padding="checkbox">
                    <Checkbox
                      checked={count === names.length}
                      indeterminate={count > 0 && count < names.length}
                      // The input's own mixed state, so assistive technology hears "mixed" as drawn.
                      inputRef={(input: HTMLInputElement | null) => {
                        if (input) input.indeterminate = count > 0 && count < names.length;
                      }}
                      onChange={(event) => setMany(names, event.target.checked)}
                      slotProps={{
                        input: { 'aria-label': translate('resources.roles.matrix.toggle_all', { resource: label }) },
                      }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <FormLabel component="legend" sx={{ mt: 2, mb: 1 }}>
        {translate('resources.roles.matrix.extra')}
      </FormLabel>
      <FormGroup>
        {ADMIN_EXTRA_PERMISSIONS.map((name) => {
          const [resource, right] = name.split('.');
          return (
            <FormControlLabel
              key={name}
              control={<Checkbox checked={selected.has(name)} onChange={(event) => setMany([name], event.target.checked)} />}
              label={`${getResourceLabel(resourcePath(resource as AdminResource), 2)}: ${translate(`app.actions.${right}`)}`}
            />
          );
        })}
      </FormGroup>
    </>
  );
}
