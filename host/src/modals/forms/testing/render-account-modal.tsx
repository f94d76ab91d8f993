import { vi } from 'vitest';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AccountModalProps } from '../../LoginModal';
import { useAccountModal } from '../../useAccountModal';
import type { AccountModal } from '../../modal-params';
import { fakeBackend } from './fake-backend';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/**
 * Renders an account dialog as ModalHost does (closing and switching through `?modal=`), with a
 * fake backend and spies for the page refresh and the close.
 */
export function renderAccountModal(Dialog: ComponentType<AccountModalProps>, initialPath: string, switchTo: AccountModal) {
  const fake = fakeBackend();
  const afterSuccess = vi.fn();
  const onClose = vi.fn();
  function Host() {
    const account = useAccountModal();
    const close = () => {
      onClose();
      account.close();
    };
    return <Dialog onClose={close} onSwitch={() => account.switchTo(switchTo)} backend={fake.get} afterSuccess={afterSuccess} />;
  }
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[initialPath]}>
      <Host />
      <Where />
    </MemoryRouter>,
  );
  return { ...fake, afterSuccess, onClose, user, where: () => screen.getByLabelText('location').textContent };
}
