import { PlaceholderPage } from '../../components/placeholder-page';

export default function SubscriptionSuccessPage() {
  return <PlaceholderPage title="Subscription Success" />;
}
