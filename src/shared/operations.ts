/**
 * The operations the extension sends, exactly as the API documents them. A unit test validates
 * each against the local API's schema and the published one.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CustomerByEmailData {
  customerByEmail: { id: string; fullName: string; updatedAt: { iso8601: string } } | null;
}
export interface CustomerByEmailVars {
  email: string;
}

export const CUSTOMER_BY_EMAIL: TypedDocumentNode<CustomerByEmailData, CustomerByEmailVars> = gql`
  query customerByEmail($email: String!) {
    customerByEmail(email: $email) {
      id
      fullName
      updatedAt {
        iso8601
      }
    }
  }
`;

export interface ConnectionCheckData {
  myPermissions: { permissions: string[] };
  myWorkspace: { id: string; name: string; domainNames: string[] } | null;
}

export const CONNECTION_CHECK: TypedDocumentNode<ConnectionCheckData, Record<string, never>> = gql`
  query connectionCheck {
    myPermissions {
      permissions
    }
    myWorkspace {
      id
      name
      domainNames
    }
  }
`;

export const ALL_OPERATIONS = [CUSTOMER_BY_EMAIL, CONNECTION_CHECK];
