import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildUser } from '../../testing/build-user';
import { json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

type Routes = NonNullable<Parameters<typeof renderApp>[1]>['routes'];

/**
 * The app at /auth?tab=register with a server that accepts registrations (override with `routes`),
 * plus shortcuts the register tests share.
 */
export async function openRegisterForm(routes: Routes = {}) {
  const view = renderApp('/auth?tab=register', {
    routes: { 'POST /api/register': () => json(buildUser({ name: 'Maria Lopez' }), 201), ...routes },
  });
  await screen.findByRole('button', { name: 'Create Account' });
  const user = userEvent.setup();
  const field = (label: string) => screen.getByLabelText(label);
  const submit = () => user.click(screen.getByRole('button', { name: 'Create Account' }));
  async function fillAccount() {
    await user.type(field('Full name'), 'Maria Lopez');
    await user.type(field('Username'), 'maria');
    await user.type(field('Password'), 'secret1');
    await user.type(field('Confirm password'), 'secret1');
  }
  return { ...view, user, field, submit, fillAccount };
}
