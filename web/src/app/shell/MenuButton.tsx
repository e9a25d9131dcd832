import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Icon, { type IconProps } from '@cloudscape-design/components/icon';

export interface MenuItem {
  id: string;
  text: string;
  /** The item's language, when it is written in another one than the page (a language's own name). */
  lang?: string;
  /** A choice among the items (`menuitemcheckbox`): whether it is the current one. */
  checked?: boolean;
}

/** Items under a heading of their own ("About" › the version). */
export interface MenuGroup {
  text: string;
  items: MenuItem[];
}

export interface MenuProps {
  /** The button's text, its accessible name: on a narrow screen only its icon shows (shell.css). */
  text: string;
  icon: IconProps.Name;
  /** The menu's own name ("Reporting year"), read when it opens. */
  title: string;
  /** A line above the items (the user's e-mail address). */
  description?: string;
  items: (MenuItem | MenuGroup)[];
  onItem: (id: string) => void;
}

const isGroup = (entry: MenuItem | MenuGroup): entry is MenuGroup => 'items' in entry;

/**
 * A menu button of the top navigation (ARIA's menu button pattern; ADR 0126): Enter, Space or the arrow keys open it on
 * its first (↑: last) item, the arrows, Home and End move, Enter or Space chooses, Escape closes with focus back on the
 * button, Tab or a click elsewhere closes it.
 */
export function MenuButton({ text, icon, title, description, items, onItem }: MenuProps) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuItems = () => [...(root.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = menuItems();
    (open === 'last' ? all.at(-1) : all[0])?.focus();
    const away = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const choose = (item: MenuItem) => {
    close(true);
    onItem(item.id);
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };
  const entry = (item: MenuItem) => (
    <li key={item.id} role="none">
      <button
        type="button"
        tabIndex={-1}
        role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
        aria-checked={item.checked}
        lang={item.lang}
        className="esg-menu-item"
        onClick={() => choose(item)}
      >
        <span className="esg-menu-check">{item.checked && <Icon name="check" size="small" />}</span>
        {item.text}
      </button>
    </li>
  );

  return (
    <div className="esg-menu" ref={root}>
      <button
        type="button"
        ref={button}
        className="esg-menu-button"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={onButtonKey}
      >
        <Icon name={icon} />
        <span className="esg-menu-button-text">{text}</span>
        <Icon name="caret-down-filled" />
      </button>
      {open && (
        <ul id={id} role="menu" aria-label={title} className="esg-menu-list" onKeyDown={onMenuKey}>
          {description && (
            <li role="none" className="esg-menu-description">
              {description}
            </li>
          )}
          {items.map((item) =>
            isGroup(item) ? (
              <li key={item.text} role="none">
                <span className="esg-menu-group-title" aria-hidden="true">
                  {item.text}
                </span>
                <ul role="group" aria-label={item.text}>
                  {item.items.map(entry)}
                </ul>
              </li>
            ) : (
              entry(item)
            ),
          )}
        </ul>
      )}
    </div>
  );
}
