// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
'use strict';

exports.operations = [
  {
    "operationId": "updateSubscriberCredentials",
    "method": "PUT",
    "path": "/v1/subscribers/{subscriberId}/credentials",
    "pathParams": [
      "subscriberId"
    ],
    "matcher": "^/v1/subscribers/([^/]+)/credentials/?$",
    "literalSegments": 3,
    "parameters": {
      "path": [
        {
          "name": "subscriberId",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/SubscriberIdPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": {
      "mediaType": "application/json",
      "required": true,
      "schemaPointer": "/components/requestBodies/UpdateSubscriberCredentialsBody/content/application~1json/schema"
    },
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1subscribers~1{subscriberId}~1credentials/put/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1subscribers~1{subscriberId}~1credentials/put/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "updateSubscriberCredentials_path",
      "query": null,
      "header": "updateSubscriberCredentials_header",
      "body": "updateSubscriberCredentials_body",
      "responses": {
        "200": "updateSubscriberCredentials_response_200",
        "2XX": "updateSubscriberCredentials_response_2XX",
        "default": "updateSubscriberCredentials_response_default"
      }
    }
  },
  {
    "operationId": "updateSubscriberOnlineStatus",
    "method": "PATCH",
    "path": "/v1/subscribers/{subscriberId}/online-status",
    "pathParams": [
      "subscriberId"
    ],
    "matcher": "^/v1/subscribers/([^/]+)/online-status/?$",
    "literalSegments": 3,
    "parameters": {
      "path": [
        {
          "name": "subscriberId",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/SubscriberIdPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": {
      "mediaType": "application/json",
      "required": true,
      "schemaPointer": "/components/requestBodies/UpdateSubscriberOnlineStatusBody/content/application~1json/schema"
    },
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1subscribers~1{subscriberId}~1online-status/patch/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1subscribers~1{subscriberId}~1online-status/patch/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "updateSubscriberOnlineStatus_path",
      "query": null,
      "header": "updateSubscriberOnlineStatus_header",
      "body": "updateSubscriberOnlineStatus_body",
      "responses": {
        "200": "updateSubscriberOnlineStatus_response_200",
        "2XX": "updateSubscriberOnlineStatus_response_2XX",
        "default": "updateSubscriberOnlineStatus_response_default"
      }
    }
  },
  {
    "operationId": "markAllSubscriberMessages",
    "method": "POST",
    "path": "/v1/subscribers/{subscriberId}/messages/mark-all",
    "pathParams": [
      "subscriberId"
    ],
    "matcher": "^/v1/subscribers/([^/]+)/messages/mark-all/?$",
    "literalSegments": 4,
    "parameters": {
      "path": [
        {
          "name": "subscriberId",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/SubscriberIdPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": {
      "mediaType": "application/json",
      "required": true,
      "schemaPointer": "/components/requestBodies/MarkAllMessagesBody/content/application~1json/schema"
    },
    "successStatus": "201",
    "responses": {
      "201": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1subscribers~1{subscriberId}~1messages~1mark-all/post/responses/201/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1subscribers~1{subscriberId}~1messages~1mark-all/post/responses/201/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "markAllSubscriberMessages_path",
      "query": null,
      "header": "markAllSubscriberMessages_header",
      "body": "markAllSubscriberMessages_body",
      "responses": {
        "201": "markAllSubscriberMessages_response_201",
        "2XX": "markAllSubscriberMessages_response_2XX",
        "default": "markAllSubscriberMessages_response_default"
      }
    }
  },
  {
    "operationId": "deleteSubscriber",
    "method": "DELETE",
    "path": "/v2/subscribers/{subscriberId}",
    "pathParams": [
      "subscriberId"
    ],
    "matcher": "^/v2/subscribers/([^/]+)/?$",
    "literalSegments": 2,
    "parameters": {
      "path": [
        {
          "name": "subscriberId",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/SubscriberIdPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": null,
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1subscribers~1{subscriberId}/delete/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1subscribers~1{subscriberId}/delete/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "deleteSubscriber_path",
      "query": null,
      "header": "deleteSubscriber_header",
      "body": null,
      "responses": {
        "200": "deleteSubscriber_response_200",
        "2XX": "deleteSubscriber_response_2XX",
        "default": "deleteSubscriber_response_default"
      }
    }
  },
  {
    "operationId": "listSubscriberSubscriptions",
    "method": "GET",
    "path": "/v2/subscribers/{subscriberId}/subscriptions",
    "pathParams": [
      "subscriberId"
    ],
    "matcher": "^/v2/subscribers/([^/]+)/subscriptions/?$",
    "literalSegments": 3,
    "parameters": {
      "path": [
        {
          "name": "subscriberId",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/SubscriberIdPath/schema"
        }
      ],
      "query": [
        {
          "name": "after",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/AfterQuery/schema"
        },
        {
          "name": "before",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/BeforeQuery/schema"
        },
        {
          "name": "limit",
          "required": false,
          "schema": {
            "type": "number"
          },
          "schemaPointer": "/components/parameters/LimitQuery/schema"
        },
        {
          "name": "orderDirection",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/OrderDirectionQuery/schema"
        },
        {
          "name": "orderBy",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/OrderByQuery/schema"
        },
        {
          "name": "includeCursor",
          "required": false,
          "schema": {
            "type": "boolean"
          },
          "schemaPointer": "/components/parameters/IncludeCursorQuery/schema"
        },
        {
          "name": "key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/TopicKeyQuery/schema"
        }
      ],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": null,
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1subscribers~1{subscriberId}~1subscriptions/get/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1subscribers~1{subscriberId}~1subscriptions/get/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "listSubscriberSubscriptions_path",
      "query": "listSubscriberSubscriptions_query",
      "header": "listSubscriberSubscriptions_header",
      "body": null,
      "responses": {
        "200": "listSubscriberSubscriptions_response_200",
        "2XX": "listSubscriberSubscriptions_response_2XX",
        "default": "listSubscriberSubscriptions_response_default"
      }
    }
  },
  {
    "operationId": "getSubscriberPreferences",
    "method": "GET",
    "path": "/v2/subscribers/{subscriberId}/preferences",
    "pathParams": [
      "subscriberId"
    ],
    "matcher": "^/v2/subscribers/([^/]+)/preferences/?$",
    "literalSegments": 3,
    "parameters": {
      "path": [
        {
          "name": "subscriberId",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/SubscriberIdPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": null,
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1subscribers~1{subscriberId}~1preferences/get/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1subscribers~1{subscriberId}~1preferences/get/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "getSubscriberPreferences_path",
      "query": null,
      "header": "getSubscriberPreferences_header",
      "body": null,
      "responses": {
        "200": "getSubscriberPreferences_response_200",
        "2XX": "getSubscriberPreferences_response_2XX",
        "default": "getSubscriberPreferences_response_default"
      }
    }
  },
  {
    "operationId": "updateSubscriberPreferences",
    "method": "PATCH",
    "path": "/v2/subscribers/{subscriberId}/preferences",
    "pathParams": [
      "subscriberId"
    ],
    "matcher": "^/v2/subscribers/([^/]+)/preferences/?$",
    "literalSegments": 3,
    "parameters": {
      "path": [
        {
          "name": "subscriberId",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/SubscriberIdPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": {
      "mediaType": "application/json",
      "required": true,
      "schemaPointer": "/components/requestBodies/UpdateSubscriberPreferencesBody/content/application~1json/schema"
    },
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1subscribers~1{subscriberId}~1preferences/patch/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1subscribers~1{subscriberId}~1preferences/patch/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "updateSubscriberPreferences_path",
      "query": null,
      "header": "updateSubscriberPreferences_header",
      "body": "updateSubscriberPreferences_body",
      "responses": {
        "200": "updateSubscriberPreferences_response_200",
        "2XX": "updateSubscriberPreferences_response_2XX",
        "default": "updateSubscriberPreferences_response_default"
      }
    }
  },
  {
    "operationId": "listTopics",
    "method": "GET",
    "path": "/v2/topics",
    "pathParams": [],
    "matcher": "^/v2/topics/?$",
    "literalSegments": 2,
    "parameters": {
      "path": [],
      "query": [
        {
          "name": "after",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/AfterQuery/schema"
        },
        {
          "name": "before",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/BeforeQuery/schema"
        },
        {
          "name": "limit",
          "required": false,
          "schema": {
            "type": "number"
          },
          "schemaPointer": "/components/parameters/LimitQuery/schema"
        },
        {
          "name": "orderDirection",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/OrderDirectionQuery/schema"
        },
        {
          "name": "orderBy",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/OrderByQuery/schema"
        },
        {
          "name": "includeCursor",
          "required": false,
          "schema": {
            "type": "boolean"
          },
          "schemaPointer": "/components/parameters/IncludeCursorQuery/schema"
        },
        {
          "name": "key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/TopicKeyQuery/schema"
        },
        {
          "name": "name",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/TopicNameQuery/schema"
        }
      ],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": null,
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics/get/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics/get/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": null,
      "query": "listTopics_query",
      "header": "listTopics_header",
      "body": null,
      "responses": {
        "200": "listTopics_response_200",
        "2XX": "listTopics_response_2XX",
        "default": "listTopics_response_default"
      }
    }
  },
  {
    "operationId": "upsertTopic",
    "method": "POST",
    "path": "/v2/topics",
    "pathParams": [],
    "matcher": "^/v2/topics/?$",
    "literalSegments": 2,
    "parameters": {
      "path": [],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": {
      "mediaType": "application/json",
      "required": true,
      "schemaPointer": "/components/requestBodies/UpsertTopicBody/content/application~1json/schema"
    },
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics/post/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics/post/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": null,
      "query": null,
      "header": "upsertTopic_header",
      "body": "upsertTopic_body",
      "responses": {
        "200": "upsertTopic_response_200",
        "2XX": "upsertTopic_response_2XX",
        "default": "upsertTopic_response_default"
      }
    }
  },
  {
    "operationId": "getTopic",
    "method": "GET",
    "path": "/v2/topics/{topicKey}",
    "pathParams": [
      "topicKey"
    ],
    "matcher": "^/v2/topics/([^/]+)/?$",
    "literalSegments": 2,
    "parameters": {
      "path": [
        {
          "name": "topicKey",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/TopicKeyPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": null,
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics~1{topicKey}/get/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics~1{topicKey}/get/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "getTopic_path",
      "query": null,
      "header": "getTopic_header",
      "body": null,
      "responses": {
        "200": "getTopic_response_200",
        "2XX": "getTopic_response_2XX",
        "default": "getTopic_response_default"
      }
    }
  },
  {
    "operationId": "deleteTopic",
    "method": "DELETE",
    "path": "/v2/topics/{topicKey}",
    "pathParams": [
      "topicKey"
    ],
    "matcher": "^/v2/topics/([^/]+)/?$",
    "literalSegments": 2,
    "parameters": {
      "path": [
        {
          "name": "topicKey",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/TopicKeyPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": null,
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics~1{topicKey}/delete/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics~1{topicKey}/delete/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "deleteTopic_path",
      "query": null,
      "header": "deleteTopic_header",
      "body": null,
      "responses": {
        "200": "deleteTopic_response_200",
        "2XX": "deleteTopic_response_2XX",
        "default": "deleteTopic_response_default"
      }
    }
  },
  {
    "operationId": "updateTopic",
    "method": "PATCH",
    "path": "/v2/topics/{topicKey}",
    "pathParams": [
      "topicKey"
    ],
    "matcher": "^/v2/topics/([^/]+)/?$",
    "literalSegments": 2,
    "parameters": {
      "path": [
        {
          "name": "topicKey",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/TopicKeyPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": {
      "mediaType": "application/json",
      "required": true,
      "schemaPointer": "/components/requestBodies/UpdateTopicBody/content/application~1json/schema"
    },
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics~1{topicKey}/patch/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics~1{topicKey}/patch/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "updateTopic_path",
      "query": null,
      "header": "updateTopic_header",
      "body": "updateTopic_body",
      "responses": {
        "200": "updateTopic_response_200",
        "2XX": "updateTopic_response_2XX",
        "default": "updateTopic_response_default"
      }
    }
  },
  {
    "operationId": "listTopicSubscriptions",
    "method": "GET",
    "path": "/v2/topics/{topicKey}/subscriptions",
    "pathParams": [
      "topicKey"
    ],
    "matcher": "^/v2/topics/([^/]+)/subscriptions/?$",
    "literalSegments": 3,
    "parameters": {
      "path": [
        {
          "name": "topicKey",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/TopicKeyPath/schema"
        }
      ],
      "query": [
        {
          "name": "after",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/AfterQuery/schema"
        },
        {
          "name": "before",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/BeforeQuery/schema"
        },
        {
          "name": "limit",
          "required": false,
          "schema": {
            "type": "number"
          },
          "schemaPointer": "/components/parameters/LimitQuery/schema"
        },
        {
          "name": "orderDirection",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/OrderDirectionQuery/schema"
        },
        {
          "name": "orderBy",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/OrderByQuery/schema"
        },
        {
          "name": "includeCursor",
          "required": false,
          "schema": {
            "type": "boolean"
          },
          "schemaPointer": "/components/parameters/IncludeCursorQuery/schema"
        },
        {
          "name": "subscriberId",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/SubscriberIdQuery/schema"
        }
      ],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": null,
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics~1{topicKey}~1subscriptions/get/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics~1{topicKey}~1subscriptions/get/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "listTopicSubscriptions_path",
      "query": "listTopicSubscriptions_query",
      "header": "listTopicSubscriptions_header",
      "body": null,
      "responses": {
        "200": "listTopicSubscriptions_response_200",
        "2XX": "listTopicSubscriptions_response_2XX",
        "default": "listTopicSubscriptions_response_default"
      }
    }
  },
  {
    "operationId": "deleteTopicSubscriptions",
    "method": "DELETE",
    "path": "/v2/topics/{topicKey}/subscriptions",
    "pathParams": [
      "topicKey"
    ],
    "matcher": "^/v2/topics/([^/]+)/subscriptions/?$",
    "literalSegments": 3,
    "parameters": {
      "path": [
        {
          "name": "topicKey",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/TopicKeyPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": {
      "mediaType": "application/json",
      "required": true,
      "schemaPointer": "/components/requestBodies/DeleteTopicSubscriptionsBody/content/application~1json/schema"
    },
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics~1{topicKey}~1subscriptions/delete/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v2~1topics~1{topicKey}~1subscriptions/delete/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "deleteTopicSubscriptions_path",
      "query": null,
      "header": "deleteTopicSubscriptions_header",
      "body": "deleteTopicSubscriptions_body",
      "responses": {
        "200": "deleteTopicSubscriptions_response_200",
        "2XX": "deleteTopicSubscriptions_response_2XX",
        "default": "deleteTopicSubscriptions_response_default"
      }
    }
  },
  {
    "operationId": "getTopicSubscriber",
    "method": "GET",
    "path": "/v1/topics/{topicKey}/subscribers/{externalSubscriberId}",
    "pathParams": [
      "topicKey",
      "externalSubscriberId"
    ],
    "matcher": "^/v1/topics/([^/]+)/subscribers/([^/]+)/?$",
    "literalSegments": 3,
    "parameters": {
      "path": [
        {
          "name": "topicKey",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/TopicKeyPath/schema"
        },
        {
          "name": "externalSubscriberId",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/ExternalSubscriberIdPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": null,
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1topics~1{topicKey}~1subscribers~1{externalSubscriberId}/get/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1topics~1{topicKey}~1subscribers~1{externalSubscriberId}/get/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "getTopicSubscriber_path",
      "query": null,
      "header": "getTopicSubscriber_header",
      "body": null,
      "responses": {
        "200": "getTopicSubscriber_response_200",
        "2XX": "getTopicSubscriber_response_2XX",
        "default": "getTopicSubscriber_response_default"
      }
    }
  },
  {
    "operationId": "createIntegration",
    "method": "POST",
    "path": "/v1/integrations",
    "pathParams": [],
    "matcher": "^/v1/integrations/?$",
    "literalSegments": 2,
    "parameters": {
      "path": [],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": {
      "mediaType": "application/json",
      "required": true,
      "schemaPointer": "/components/requestBodies/CreateIntegrationBody/content/application~1json/schema"
    },
    "successStatus": "201",
    "responses": {
      "201": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1integrations/post/responses/201/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1integrations/post/responses/201/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": null,
      "query": null,
      "header": "createIntegration_header",
      "body": "createIntegration_body",
      "responses": {
        "201": "createIntegration_response_201",
        "2XX": "createIntegration_response_2XX",
        "default": "createIntegration_response_default"
      }
    }
  },
  {
    "operationId": "listActiveIntegrations",
    "method": "GET",
    "path": "/v1/integrations/active",
    "pathParams": [],
    "matcher": "^/v1/integrations/active/?$",
    "literalSegments": 3,
    "parameters": {
      "path": [],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": null,
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1integrations~1active/get/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1integrations~1active/get/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": null,
      "query": null,
      "header": "listActiveIntegrations_header",
      "body": null,
      "responses": {
        "200": "listActiveIntegrations_response_200",
        "2XX": "listActiveIntegrations_response_2XX",
        "default": "listActiveIntegrations_response_default"
      }
    }
  },
  {
    "operationId": "updateIntegration",
    "method": "PUT",
    "path": "/v1/integrations/{integrationId}",
    "pathParams": [
      "integrationId"
    ],
    "matcher": "^/v1/integrations/([^/]+)/?$",
    "literalSegments": 2,
    "parameters": {
      "path": [
        {
          "name": "integrationId",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IntegrationIdPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": {
      "mediaType": "application/json",
      "required": true,
      "schemaPointer": "/components/requestBodies/UpdateIntegrationBody/content/application~1json/schema"
    },
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1integrations~1{integrationId}/put/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1integrations~1{integrationId}/put/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "updateIntegration_path",
      "query": null,
      "header": "updateIntegration_header",
      "body": "updateIntegration_body",
      "responses": {
        "200": "updateIntegration_response_200",
        "2XX": "updateIntegration_response_2XX",
        "default": "updateIntegration_response_default"
      }
    }
  },
  {
    "operationId": "setPrimaryIntegration",
    "method": "POST",
    "path": "/v1/integrations/{integrationId}/set-primary",
    "pathParams": [
      "integrationId"
    ],
    "matcher": "^/v1/integrations/([^/]+)/set-primary/?$",
    "literalSegments": 3,
    "parameters": {
      "path": [
        {
          "name": "integrationId",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IntegrationIdPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": null,
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1integrations~1{integrationId}~1set-primary/post/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1integrations~1{integrationId}~1set-primary/post/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "setPrimaryIntegration_path",
      "query": null,
      "header": "setPrimaryIntegration_header",
      "body": null,
      "responses": {
        "200": "setPrimaryIntegration_response_200",
        "2XX": "setPrimaryIntegration_response_2XX",
        "default": "setPrimaryIntegration_response_default"
      }
    }
  },
  {
    "operationId": "deleteMessagesByTransaction",
    "method": "DELETE",
    "path": "/v1/messages/transaction/{transactionId}",
    "pathParams": [
      "transactionId"
    ],
    "matcher": "^/v1/messages/transaction/([^/]+)/?$",
    "literalSegments": 3,
    "parameters": {
      "path": [
        {
          "name": "transactionId",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/TransactionIdPath/schema"
        }
      ],
      "query": [
        {
          "name": "channel",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/ChannelQuery/schema"
        }
      ],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": null,
    "successStatus": "204",
    "responses": {
      "204": {
        "mediaType": null,
        "schemaPointer": null
      },
      "2XX": {
        "mediaType": null,
        "schemaPointer": null
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "deleteMessagesByTransaction_path",
      "query": "deleteMessagesByTransaction_query",
      "header": "deleteMessagesByTransaction_header",
      "body": null,
      "responses": {
        "204": null,
        "2XX": null,
        "default": "deleteMessagesByTransaction_response_default"
      }
    }
  },
  {
    "operationId": "triggerEvent",
    "method": "POST",
    "path": "/v1/events/trigger",
    "pathParams": [],
    "matcher": "^/v1/events/trigger/?$",
    "literalSegments": 3,
    "parameters": {
      "path": [],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": {
      "mediaType": "application/json",
      "required": true,
      "schemaPointer": "/components/requestBodies/TriggerEventBody/content/application~1json/schema"
    },
    "successStatus": "201",
    "responses": {
      "201": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1events~1trigger/post/responses/201/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1events~1trigger/post/responses/201/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": null,
      "query": null,
      "header": "triggerEvent_header",
      "body": "triggerEvent_body",
      "responses": {
        "201": "triggerEvent_response_201",
        "2XX": "triggerEvent_response_2XX",
        "default": "triggerEvent_response_default"
      }
    }
  },
  {
    "operationId": "triggerEventBulk",
    "method": "POST",
    "path": "/v1/events/trigger/bulk",
    "pathParams": [],
    "matcher": "^/v1/events/trigger/bulk/?$",
    "literalSegments": 4,
    "parameters": {
      "path": [],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": {
      "mediaType": "application/json",
      "required": true,
      "schemaPointer": "/components/requestBodies/TriggerEventBulkBody/content/application~1json/schema"
    },
    "successStatus": "201",
    "responses": {
      "201": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1events~1trigger~1bulk/post/responses/201/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1events~1trigger~1bulk/post/responses/201/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": null,
      "query": null,
      "header": "triggerEventBulk_header",
      "body": "triggerEventBulk_body",
      "responses": {
        "201": "triggerEventBulk_response_201",
        "2XX": "triggerEventBulk_response_2XX",
        "default": "triggerEventBulk_response_default"
      }
    }
  },
  {
    "operationId": "getNotification",
    "method": "GET",
    "path": "/v1/notifications/{notificationId}",
    "pathParams": [
      "notificationId"
    ],
    "matcher": "^/v1/notifications/([^/]+)/?$",
    "literalSegments": 2,
    "parameters": {
      "path": [
        {
          "name": "notificationId",
          "required": true,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/NotificationIdPath/schema"
        }
      ],
      "query": [],
      "header": [
        {
          "name": "idempotency-key",
          "required": false,
          "schema": {
            "type": "string"
          },
          "schemaPointer": "/components/parameters/IdempotencyKeyHeader/schema"
        }
      ]
    },
    "requestBody": null,
    "successStatus": "200",
    "responses": {
      "200": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1notifications~1{notificationId}/get/responses/200/content/application~1json/schema"
      },
      "2XX": {
        "mediaType": "application/json",
        "schemaPointer": "/paths/~1v1~1notifications~1{notificationId}/get/responses/200/content/application~1json/schema"
      },
      "default": {
        "mediaType": "application/json",
        "schemaPointer": "/components/responses/ErrorResponse/content/application~1json/schema"
      }
    },
    "auth": [
      {
        "scheme": "ApiKeyAuth",
        "header": "authorization",
        "prefix": "ApiKey "
      }
    ],
    "validators": {
      "path": "getNotification_path",
      "query": null,
      "header": "getNotification_header",
      "body": null,
      "responses": {
        "200": "getNotification_response_200",
        "2XX": "getNotification_response_2XX",
        "default": "getNotification_response_default"
      }
    }
  }
];
