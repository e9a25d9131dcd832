import type { ButtonHTMLAttributes, Ref } from 'react';
import Icon, { type IconProps } from '@cloudscape-design/components/icon';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  icon: IconProps.Name;
  /** What the button does, read by assistive technology (it shows only its icon). */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The shell's toggles and close buttons: an icon in a round button (shell.css), focusable and named. */
export function IconButton({ icon, label, className, ...rest }: Props) {
  return (
    <button type="button" aria-label={label} className={`esg-icon-button ${className ?? ''}`} {...rest}>
      <Icon name={icon} />
    </button>
  );
}
