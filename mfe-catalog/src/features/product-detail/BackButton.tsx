import { useLocation, useNavigate } from 'react-router-dom';
import { Button, type ButtonSize, type ButtonVariant, paths } from '@vitrina/shared/core';
import { productDetailCopy } from './copy';

/** Back to where the user came from; a page opened directly (no history inside the app) goes to the listing. */
export function BackButton({ variant = 'ghost', size = 'sm' }: { variant?: ButtonVariant; size?: ButtonSize }) {
  const navigate = useNavigate();
  const location = useLocation();
  // react-router marks the first entry of a session 'default'; any in-app navigation gives it another key.
  const cameFromApp = location.key !== 'default';
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      onClick={() => void (cameFromApp ? navigate(-1) : navigate(paths.products))}
    >
      ← {productDetailCopy.back}
    </Button>
  );
}
