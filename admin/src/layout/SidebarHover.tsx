import { createContext, useContext } from 'react';

/** True while the menu shows its full width: open, or collapsed but hovered. */
export const SidebarExpandedContext = createContext<boolean>(true);

export const useSidebarExpanded = () => useContext(SidebarExpandedContext);
