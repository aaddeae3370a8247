import type { LinkProps } from 'react-router';
import { AppLink } from '../../lib/navigation/navigation';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-styles';

interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  const classes = className ? `${buttonClasses(variant, size)} ${className}` : buttonClasses(variant, size);
  return <AppLink className={classes} {...props} />;
}
