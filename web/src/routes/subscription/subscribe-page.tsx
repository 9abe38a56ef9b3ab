import { PlaceholderPage } from '../../components/placeholder-page';

export default function SubscribePage() {
  return <PlaceholderPage title="Upgrade to Premium" />;
}
