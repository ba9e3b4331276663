// Importing this module installs every domain hook and computed relationship.
import './orders/hooks';
import './line-items';
import './shipments/hooks';
import './gift-cards/hooks';
import './returns';
import './customers';
import './promotion-links';
import './password-resets';
import './webhooks';
import './events';
import './relations';
