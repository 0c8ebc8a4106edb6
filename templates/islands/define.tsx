/**
 * Mark a component as an island: rendered to HTML on the server like any
 * other, then hydrated in the browser. The server wraps it in an element that
 * names the island and carries its props as JSON, and records that the page
 * uses it so the build adds its script. Props must be plain data.
 */
import { useContext, type ComponentType } from 'react';
import { PageCtx } from '../context.ts';

export interface IslandComponent<P> {
  (props: P): React.ReactElement;
  islandName: string;
  Component: ComponentType<P>;
}

export function island<P extends object>(name: string, Component: ComponentType<P>): IslandComponent<P> {
  const Island = (props: P) => {
    useContext(PageCtx)?.islands?.add(name);
    return (
      <div data-island={name} data-props={JSON.stringify(props)} className="contents">
        <Component {...props} />
      </div>
    );
  };
  Island.islandName = name;
  Island.Component = Component;
  return Island;
}
