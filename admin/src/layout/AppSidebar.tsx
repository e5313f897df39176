import { LIMITS } from '@gigmarket/shared';
import { Box, Drawer, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocale, useSidebarState, type SidebarProps } from 'react-admin';
import { SidebarExpandedContext } from './SidebarHover';

/**
 * The admin shell's menu (spec "Admin shell"): 280 wide, 80 collapsed; while collapsed, hovering
 * expands it over the page without moving the content; on small screens it overlays the page.
 */
export function AppSidebar({ children }: SidebarProps) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useSidebarState();
  const [hovered, setHovered] = useState(false);
  useLocale();
  // On a phone the menu starts closed, whatever the desktop left in the store; `settled` keeps the
  // overlay from opening for the one render between the switch and that reset.
  const [settled, setSettled] = useState(isSmall);
  useEffect(() => {
    if (isSmall) setOpen(false);
    setSettled(isSmall);
  }, [isSmall, setOpen]);

  if (isSmall) {
    return (
      <Drawer
        variant="temporary"
        open={open && settled}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: false }}
        slotProps={{ paper: { sx: { width: LIMITS.sidebarWidth } } }}
        data-testid="sidebar"
      >
        <SidebarExpandedContext.Provider value>
          <Box onClick={() => setOpen(false)}>{children as ReactNode}</Box>
        </SidebarExpandedContext.Provider>
      </Drawer>
    );
  }

  const expanded = open || hovered;
  const width = open ? LIMITS.sidebarWidth : LIMITS.sidebarCollapsedWidth;
  return (
    <Box
      data-testid="sidebar"
      data-expanded={expanded}
      sx={{ width, flexShrink: 0, transition: 'width 200ms ease-out', position: 'relative' }}
    >
      <Box
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        sx={(theme) => ({
          position: 'fixed',
          top: 48,
          bottom: 0,
          width: expanded ? LIMITS.sidebarWidth : LIMITS.sidebarCollapsedWidth,
          overflowX: 'hidden',
          overflowY: 'auto',
          scrollbarWidth: 'thin',
          zIndex: theme.zIndex.drawer,
          transition: 'width 200ms ease-out',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          boxShadow: hovered && !open ? 8 : 0,
        })}
      >
        <SidebarExpandedContext.Provider value={expanded}>{children as ReactNode}</SidebarExpandedContext.Provider>
      </Box>
    </Box>
  );
}
