import { createContext, useContext, type ReactNode } from 'react';

/** What a workflow bar is drawn for: a data page of a year, or one location of a resource page. */
export interface TaskBarProps {
  pageKey: string;
  year: string;
  location?: { id: string; name: string };
}

/**
 * The data page frame's slot for the year's review (docs/decisions/0111-workflow-screens.md): the routing layer
 * provides the workflow feature's bar once for every data page; the frame (CataloguePage, the resource page and
 * each of its locations) only says where it goes. Without a provider (a component test of a page) nothing is drawn.
 */
export const TaskBarContext = createContext<((props: TaskBarProps) => ReactNode) | null>(null);

export function TaskBar(props: TaskBarProps) {
  const draw = useContext(TaskBarContext);
  return draw ? draw(props) : null;
}
